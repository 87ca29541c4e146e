export const ROOT: string;
export const FRONTENDS: { workspace: string; marker: string }[];
export function isBuilt(frontend: { workspace: string; marker: string }): boolean;
export function build(workspaces: string[], options?: { stdio?: 'inherit' | 'pipe' }): void;
