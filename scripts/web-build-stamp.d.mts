/** Types for scripts/web-build-stamp.mjs (imported by its test in tools/). */
export interface BuildFiles {
  inputs: readonly string[];
  outputs: readonly string[];
  stampFile: string;
}
export declare const webBuildInputs: readonly string[];
export declare const webBuildOutputs: readonly string[];
export declare const webBuildStampFile: string;
export declare function hashInputs(root: string, inputs: readonly string[]): string;
export declare function isBuildCurrent(root: string, files: BuildFiles): boolean;
export declare function writeStamp(root: string, stampFile: string, inputsHash: string): void;
