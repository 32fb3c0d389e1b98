/**
 * The published library on a rep's device (issue 26): what managers publish from the studio,
 * merged over the build's catalogue, with "New" and "Updated" badges and "What's new".
 */
export {
  isExpired,
  mergeLibrary,
  withPublished,
  type LibraryChange,
  type ChangeKind,
} from './merge';
export {
  publishedPackSource,
  useChangeBadge,
  useLibraryChanges,
  usePublishedCatalogue,
} from './use-published-library';
export { ChangeBadge, WhatsNew } from './whats-new';
