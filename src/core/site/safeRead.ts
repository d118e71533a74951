// The one way the site layer reads a repository file from disk. A repository is untrusted: only regular files are
// read, a symlink may point anywhere inside the site folder but never out of it (nor at a device or a FIFO, which are
// not regular files), a FIFO is opened without blocking, and every read stops at a size cap.
import { closeSync, constants, fstatSync, lstatSync, openSync, readSync, realpathSync, statSync } from 'node:fs';
import { dirname, isAbsolute, relative, sep } from 'node:path';

/** Caps of what the mapping reads: configs and pages whole (up to 1 MB), front matter from the first 64 KB. */
export const READ_LIMITS = {
  /** Configs, page sources, route files: bigger is not one of them. */
  file: 1_000_000,
  /** Front matter is read from the head of a content file. */
  head: 64 * 1024,
  /** .gitignore, .eleventyignore, CNAME, _redirects. */
  small: 256 * 1024,
} as const;

const OPEN_FLAGS = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0) | (constants.O_NOFOLLOW ?? 0);

/** Reads files under one root; real paths of folders are remembered, so a read costs one lstat and one open. */
export class SafeReader {
  private realRoot: string | null | undefined;
  private readonly realDirs = new Map<string, string | null>();

  constructor(readonly root: string) {}

  private rootReal(): string | null {
    if (this.realRoot === undefined) {
      try {
        this.realRoot = realpathSync.native(this.root);
      } catch {
        this.realRoot = null;
      }
    }
    return this.realRoot;
  }

  private inside(real: string): boolean {
    const root = this.rootReal();
    if (root === null) return false;
    const rel = relative(root, real);
    return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel) && rel.split(sep)[0] !== '..');
  }

  /** The file's real path when it is inside the root, else undefined (a symlink out, a missing folder). */
  private realFile(abs: string): string | undefined {
    const dir = dirname(abs);
    let realDir = this.realDirs.get(dir);
    if (realDir === undefined) {
      try {
        realDir = realpathSync.native(dir);
      } catch {
        realDir = null;
      }
      if (realDir !== null && !this.inside(realDir)) realDir = null;
      if (this.realDirs.size > 50_000) this.realDirs.clear();
      this.realDirs.set(dir, realDir);
    }
    if (realDir === null) return undefined;
    const real = `${realDir}${sep}${abs.slice(dir.length + 1)}`;
    let stat;
    try {
      stat = lstatSync(real);
    } catch {
      return undefined;
    }
    if (stat.isFile()) return real;
    if (!stat.isSymbolicLink()) return undefined;
    try {
      const target = realpathSync.native(real);
      // A link inside the root counts when it ends at a regular file (not a folder, a device or a FIFO).
      return this.inside(target) && statSync(target).isFile() ? target : undefined;
    } catch {
      return undefined;
    }
  }

  /** Whether the path is a regular file inside the root (itself or through links that stay inside). */
  contains(abs: string): boolean {
    return this.realFile(abs) !== undefined;
  }

  /**
   * Text of a regular file under the root (`abs` must be inside it): the whole file when it is at most `maxBytes`
   * (else undefined), or with `head` its first `maxBytes`. Binary files (a NUL byte) read as undefined.
   */
  read(abs: string, maxBytes: number = READ_LIMITS.file, head = false): string | undefined {
    const real = this.realFile(abs);
    if (!real) return undefined;
    let fd: number | undefined;
    try {
      fd = openSync(real, OPEN_FLAGS);
      const stat = fstatSync(fd);
      if (!stat.isFile()) return undefined;
      if (!head && stat.size > maxBytes) return undefined;
      const size = Math.min(stat.size, maxBytes);
      const buf = Buffer.alloc(size);
      let got = 0;
      while (got < size) {
        const n = readSync(fd, buf, got, size - got, got);
        if (n <= 0) break;
        got += n;
      }
      if (buf.subarray(0, got).includes(0)) return undefined;
      return buf.toString('utf8', 0, got);
    } catch {
      return undefined;
    } finally {
      if (fd !== undefined) closeSync(fd);
    }
  }
}

/** A reader for one root: (absolute path, byte cap, head only) → text. The shape SiteIndex takes. */
export function diskReader(root: string): (abs: string, maxBytes?: number, head?: boolean) => string | undefined {
  const reader = new SafeReader(root);
  return (abs, maxBytes, head) => reader.read(abs, maxBytes, head);
}
