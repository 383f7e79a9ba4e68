/** The failed jobs the console lists at once, newest failure first. */
export const FAILED_JOBS_PAGE_SIZE = 100;
