// What the bench suite writes to $BV_BENCH_OUT (JSON) and bench/host.ts reads: raw measurements, no verdicts.

export interface HostBenchResult {
  vscodeVersion: string;
  node: string;
  activation: {
    /** activate() from its first line to its return (performance.now() inside the extension). */
    durationMs: number;
    /** Date.now() when activate() returned (compared with the API front's request log). */
    returnedAt: number;
    /** Whether the workbench had activated the extension (workspaceContains) before the suite started. */
    activeBeforeSuite: boolean;
    /** A second require() of dist/extension.js in the same host: read + compile + evaluate the bundle. */
    bundleLoadMs: number | null;
  };
  tree: {
    /** View focused → the root's brand rows read (GET /v1/brands) and handed to VS Code. */
    firstChildrenMs: number;
    /** View focused → VS Code called getChildren() for the root (the workbench's part of firstChildrenMs). */
    firstAskedMs: number;
    /** Date.now() just before the view was opened: requests before it were made without the user asking. */
    openedAt: number;
    roots: number;
    /** Keyword rows read through "Load more" (the list's loaded items). */
    keywordRows: number;
    /** Children VS Code last fetched for the expanded Keywords node (rows + nothing else once all are read). */
    keywordRowsShown: number;
    loadMoreClicks: number;
  };
  memory: {
    /** How a full GC was forced: `--expose-gc` (global gc) or `v8.setFlagsFromString` at run time. */
    gc: string;
    /** NODE_OPTIONS as the extension host sees it (code-server strips it from the host's environment). */
    nodeOptions: string | null;
    execArgv: string[];
    baselineBytes: number;
    afterTreeBytes: number;
    afterFindingsBytes: number;
    /** What the diagnostics refresh reported and what VS Code holds. */
    findings: number;
    files: number;
    diagnostics: number;
    auditReadMs: number;
  };
  panels: Array<{ kind: string; firstPaintMs: number[] }>;
}
