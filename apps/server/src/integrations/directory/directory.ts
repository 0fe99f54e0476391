/** What the directory knows of a user who bound successfully. */
export interface DirectoryEntry {
  /** The directory user name, as the user typed it (domain prefix removed). */
  username: string;
  /** Empty when the directory holds no mail address: the user completes the directory sign-up. */
  email: string;
  firstName: string;
  lastName: string;
}

/** Directory sign-in: binds with the user's own credentials. */
export interface Directory {
  /** The entry when the directory accepts the credentials; null when it refuses them. */
  authenticate(username: string, password: string): Promise<DirectoryEntry | null>;
}

/** Without DIRECTORY_URL nobody signs in through a directory. */
export const noDirectory: Directory = {
  authenticate: async () => null,
};

/** 'CORP\jdoe' and 'jdoe' are one directory user; anything but a plain name is refused. */
export function directoryUserName(typed: string): string | null {
  const name = typed.includes('\\') ? typed.slice(typed.lastIndexOf('\\') + 1) : typed;
  return /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/.test(name) ? name : null;
}
