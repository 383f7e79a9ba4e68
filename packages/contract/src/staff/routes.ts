/** The staff area's calls (issue 21). */
export const staffRoutes = {};
