export declare const DEMO_PORTAL_PASSWORD: string;
export declare const MIN_DEPLOY_PASSWORD_LENGTH: number;
export declare function deployPasswordProblem(password: string | undefined): string | null;
