/** The library studio (/admin/library, issue 26): managers publish without a deploy. Admin chunk only. */
export { LibraryStudio } from './library-studio';
