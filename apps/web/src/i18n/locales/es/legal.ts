import type { Catalog } from '../../catalog';
import type { legal as en } from '../en/legal';

export const legal: Catalog<typeof en> = {
  contents: 'En esta página',
  effective: 'Vigente desde',
  lastModified: 'Última modificación',
  backToTop: 'Volver arriba',
  print: 'Imprimir',
  missing: 'Este documento no está disponible en este momento. Por favor, inténtalo más tarde.',
};
