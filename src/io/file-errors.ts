// File problems in words (docs/product.md §3: never a raw system code such as ENOENT): what is wrong with which path.

/** "no such file: x.csv", "x is a folder", "permission denied: x"; the system's message for anything rarer. */
export function fileProblem(error: unknown, path: string, action: 'read' | 'write'): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  switch (code) {
    case 'ENOENT':
      return action === 'read' ? `no such file: ${path}` : `cannot write ${path}: its folder does not exist`;
    case 'EISDIR':
      return `${path} is a folder, not a file`;
    case 'ENOTDIR':
      return `${path}: part of the path is a file, not a folder`;
    case 'EACCES':
    case 'EPERM':
      return `permission denied: cannot ${action} ${path}`;
    case 'EMFILE':
    case 'ENFILE':
      return `cannot ${action} ${path}: too many open files`;
    case 'ENOSPC':
      return `cannot write ${path}: the disk is full`;
    default: {
      // Node's messages start with the code ("EROFS: read-only file system, open 'x'"); keep the words only.
      const message = (error as Error | undefined)?.message ?? String(error);
      return `cannot ${action} ${path}: ${message.replace(/^[A-Z]+: /, '').replace(/, \w+ '.*'$/, '')}`;
    }
  }
}
