import type { WorkMessages } from './types';

export const workTr: WorkMessages = {
  filters: {
    state: 'Durum',
    open: 'Bekliyor',
    done: 'Sonuçlandı',
    openApplications: 'Henüz karar verilmedi',
    doneApplications: 'Karar verildi',
    openContacts: 'Tamamlanmadı',
    doneContacts: 'Tamamlandı',
    decision: 'Karar',
    anyDecision: 'Tümü',
    job: 'İş ilanı',
    anyJob: 'Tüm iş ilanları',
    search: 'Ad',
    searchButton: 'Ara',
    reset: 'Tümünü göster',
  },
};
