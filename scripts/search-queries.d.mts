export declare const TYPED_QUERIES: readonly string[];
