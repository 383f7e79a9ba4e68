/** The inbox area's calls (issue 21). */
export const inboxRoutes = {};
