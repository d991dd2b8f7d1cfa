export const bundledPackages: string[];
export const serverBundle: { inputs: string[]; outputs: string[]; stampFile: string };
export function isExternal(id: string): boolean;
export function ownImportMetaUrl(bundleFolder: string): {
  name: string;
  transform(code: string, id: string): string | undefined;
};
export function bundleServer(folder?: string, start?: string): Promise<void>;
