export declare const WORKER_CATALOGUE_FILE: string;
export declare function catalogueHash(text: string): string;
export declare function workerCatalogueSource(root: string): Promise<string>;
