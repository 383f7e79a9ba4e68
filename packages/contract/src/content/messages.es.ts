import type { ContentMessageKey } from './message-keys.ts';

export const contentMessagesEs: Record<ContentMessageKey, string> = {
  content_saved: 'Guardado. Los socios ya ven el cambio.',
  content_created: 'Agregado. Los socios ya lo ven.',
  content_hidden: 'Oculto. Los socios ya no lo ven.',
  content_shown: 'Visible. Los socios lo ven de nuevo.',
  content_moved: 'Movido.',
  content_image_uploaded: 'La imagen se subió. Guarda para usarla.',
  content_image_rejected: 'El archivo no es una imagen PNG, JPEG o WebP de 1 MB como máximo.',
};
