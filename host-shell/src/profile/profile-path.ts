/** The profile page's path: the shell's own page, outside every remote's routes (decision 0066). */
export const PROFILE_PATH = '/profile';

export const isProfilePath = (pathname: string): boolean => /^\/profile\/?$/i.test(pathname);
