import type { Catalog } from '../../catalog';
import type { consoleImport as en } from '../en/console-import';

export const consoleImport: Catalog<typeof en> = {
  title: 'Importar datos',
  subtitle:
    'Carga registros de socios, contratos, cargos pendientes y reservaciones desde el sistema del club, por los identificadores del club.',
  entities: {
    members: 'Registros de socios',
    contracts: 'Contratos',
    due_items: 'Cargos pendientes',
    reservations: 'Reservaciones',
  },
  upload: {
    legend: 'Sube un archivo CSV',
    entity: 'Qué contiene el archivo',
    file: 'Archivo CSV',
    fileHint:
      'Separado por comas, en UTF-8, con la línea de encabezado del formato (consulta la guía de operación). Hasta 64 MB.',
    submit: 'Subir y revisar',
    sending: 'Subiendo… {{percent}} %',
    noFile: 'Elige un archivo CSV para subir.',
  },
  history: {
    title: 'Importaciones',
    emptyTitle: 'Aún no hay importaciones',
    emptyText: 'Sube un archivo: primero se revisa y nada cambia hasta que lo apliques.',
    open: 'Abrir la importación de {{file}}',
    by: 'por {{name}}',
  },
  status: {
    checking: 'En revisión',
    checked: 'Revisada',
    applying: 'Aplicándose',
    applied: 'Aplicada',
    failed: 'Falló',
    discarded: 'Descartada',
    expired: 'Expirada',
  },
  detail: {
    back: 'Todas las importaciones',
    title: 'Importación de {{file}}',
    unnamed: 'un archivo subido',
    checkingProgress_one: '{{count}} línea revisada hasta ahora…',
    checkingProgress_other: '{{count}} líneas revisadas hasta ahora…',
    applyingProgress: '{{done}} de {{total}} líneas aplicadas',
    rows_one: '{{count}} línea',
    rows_other: '{{count}} líneas',
    outcomes: {
      created: 'Nuevas',
      changed: 'Con cambios',
      unchanged: 'Sin cambios',
      waiting: 'En espera',
    },
    outcomeHints: {
      created: 'Aún no están en el portal: se agregarán.',
      changed: 'Están en el portal con otros valores: se actualizarán.',
      unchanged: 'Ya están en el portal tal como vienen: no hay nada que hacer.',
      waiting:
        'Son válidas, pero su socio aún no se registra o su contrato aún no se carga: por ahora se omiten.',
    },
    dryRun: 'Lo que haría la importación',
    appliedTitle: 'Lo que hizo la importación',
    firstRows: 'Primeras líneas',
    line: 'Línea',
    id: 'Identificador del club',
    changedColumns: 'Cambios',
    errors: 'Errores ({{count}})',
    errorsMore: 'Se muestran los primeros {{shown}} de {{count}} errores.',
    errorsNone: 'Sin errores: todas las líneas son válidas.',
    column: 'Columna',
    problem: 'Problema',
    wholeLine: 'toda la línea',
    apply: 'Aplicar la importación',
    discard: 'Descartar',
    applyBlocked:
      'Corrige los errores del archivo y vuelve a subirlo: un archivo con errores no se aplica.',
    failed: 'La importación falló: {{reason}}',
    confirmApply: {
      title: '¿Aplicar esta importación?',
      text: 'Se escriben {{created}} filas nuevas y {{changed}} con cambios; el resto se deja igual.',
      confirm: 'Aplicar',
      cancel: 'Cancelar',
    },
  },
};
