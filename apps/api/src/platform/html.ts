/** Text for an HTML page or attribute, escaped (server-rendered pages: dev mailbox, sandbox). */
export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
