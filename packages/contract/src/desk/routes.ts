/** The desk area's calls (issue 21). */
export const deskRoutes = {};
