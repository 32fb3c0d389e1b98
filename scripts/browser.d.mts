export declare const CHROMIUM_ARGS: string[];
export declare function systemChromium(): string | undefined;
export declare function systemHeadlessShell(): string | undefined;
export declare function launchOptions(): { executablePath?: string; args: string[] };
export declare function testLaunchOptions(): { executablePath?: string; args: string[] };
