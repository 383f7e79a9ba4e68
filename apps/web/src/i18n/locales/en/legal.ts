export const legal = {
  contents: 'On this page',
  effective: 'Effective',
  lastModified: 'Last modified',
  backToTop: 'Back to top',
  print: 'Print',
  missing: 'This document is not available right now. Please try again later.',
} as const;
