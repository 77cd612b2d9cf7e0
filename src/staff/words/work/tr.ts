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
  passkeys: {
    enrolled:
      'Geçiş anahtarınız kaydedildi ve oturumunuz açıldı. Lütfen şimdi telefonunuzda veya başka bir bilgisayarda ikinci bir geçiş anahtarı ekleyin: Bu cihaz kaybolur veya değiştirilirse ikinci anahtarla oturum açmaya devam edebilirsiniz.',
    rename: 'Yeniden adlandır',
    renameNamed: '“{{name}}” geçiş anahtarını yeniden adlandır',
    nameLabel: 'Bu geçiş anahtarının adı',
    nameHint: 'Örneğin “Ofis dizüstü bilgisayarı” veya “İş telefonu”.',
    save: 'Adı kaydet',
    cancel: 'Vazgeç',
    renamed: 'Geçiş anahtarının yeni adı: “{{name}}”.',
  },
  audit: {
    filters: 'Kayıtları filtrele',
    person: 'Kişi (e-posta adresi)',
    entry: 'Kayıt (gösterildiği şekliyle numarası)',
    from: 'Başlangıç',
    to: 'Bitiş',
    apply: 'Göster',
    reset: 'Tümünü göster',
    listedTimes: 'listeyi {{count}} kez görüntüledi',
  },
};
