import type { Catalog } from '../../catalog';
import type { consoleIntegrations as en } from '../en/console-integrations';

export const consoleIntegrations: Catalog<typeof en> = {
  title: 'Claves de API',
  subtitle:
    'Claves que usa el sistema del club para enviar al portal socios, contratos, cargos pendientes y reservaciones.',
  create: 'Crear una clave',
  createOf: 'Crear una clave de API',
  emptyTitle: 'Aún no hay claves de API',
  emptyText: 'Crea una para el sistema del club, solo con los tipos de datos que envía.',
  scopes: {
    members: 'Registros de socios',
    contracts: 'Contratos',
    due_items: 'Cargos pendientes',
    reservations: 'Reservaciones',
  },
  startsWith: 'Empieza con',
  createdBy: 'Creada por {{name}}',
  created: 'Creada',
  lastUsed: 'Último uso',
  neverUsed: 'Sin uso',
  rotated: 'Reemplazada',
  revokedOn: 'Revocada',
  revoked: 'Revocada',
  active: 'Activa',
  rotate: 'Reemplazar la clave',
  rotateOf: 'Reemplazar la clave {{name}}',
  revoke: 'Revocar',
  revokeOf: 'Revocar la clave {{name}}',
  form: {
    title: 'Crear una clave de API',
    text: 'Ponle el nombre del sistema que la usa. Elige solo los datos que puede escribir.',
    name: 'Nombre',
    scopes: 'Puede escribir',
    submit: 'Crear la clave',
    cancel: 'Cancelar',
  },
  secret: {
    title: 'Copia la clave ahora',
    text: 'Es la única vez que se muestra la clave. Guárdala en la configuración secreta del sistema del club; el portal solo conserva una huella de ella.',
    label: 'Clave de API',
    copy: 'Copiar la clave',
    copied: 'La clave se copió.',
    done: 'Ya la guardé',
  },
  confirmRotate: {
    title: '¿Reemplazar {{name}}?',
    text: 'Se crea una clave nueva con el mismo nombre y permisos. La clave actual deja de funcionar de inmediato: actualiza el sistema del club enseguida.',
    confirm: 'Reemplazar la clave',
    cancel: 'Cancelar',
  },
  confirmRevoke: {
    title: '¿Revocar {{name}}?',
    text: 'La clave deja de funcionar de inmediato y no se puede volver a usar.',
    confirm: 'Revocar la clave',
    cancel: 'Cancelar',
  },
};
