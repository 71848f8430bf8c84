import { access, constants } from 'node:fs/promises';
import path from 'node:path';

async function isExecutable(file: string): Promise<boolean> {
  try {
    await access(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The full path of a command as the shell would find it on PATH, or null when it is not installed. */
export async function findExecutable(command: string, searchPath = process.env.PATH ?? ''): Promise<string | null> {
  if (command.includes('/')) return (await isExecutable(command)) ? path.resolve(command) : null;
  for (const dir of searchPath.split(path.delimiter).filter(Boolean)) {
    const candidate = path.join(dir, command);
    if (await isExecutable(candidate)) return candidate;
  }
  return null;
}
