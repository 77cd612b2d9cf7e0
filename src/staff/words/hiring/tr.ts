import type { HiringMessages } from './types';

export const hiringTr: HiringMessages = {
  roles: {
    admin: 'Yönetici',
    hr: 'İnsan kaynakları',
    'hiring-manager': 'İşe alım yöneticisi',
    'works-council': 'İşyeri konseyi',
    contact: 'İletişim mesajları',
  },
  roleHints: {
    admin: 'Tüm işlem kaydı dâhil her şeyi görür ve kişileri yönetir.',
    hr: 'Tüm başvuruları görür ve işler.',
    'hiring-manager': 'Aşağıda işaretlenen ilanlara yapılan başvuruları görür ve işler.',
    'works-council':
      'İnsan kaynakları bir ilanı işyeri konseyine açtığı sürece o ilana yapılan başvuruları okur; hiçbir şeyi değiştirmez.',
    contact: 'Yalnızca iletişim mesajlarını görür ve işler, başvuruları görmez.',
  },
  notes: {
    heading: 'Notlar',
    copyLine:
      'Notlar, adayın kendi verilerinin kopyasına dâhildir: Aday bu kopyayı isteyebilir ve burada yazılan her kelimeyi okuyabilir. Yalnızca adaya da gösterebileceğiniz şeyleri yazın.',
    label: 'Yeni not',
    add: 'Not ekle',
    added: 'Not kaydedildi.',
    empty: 'Henüz not yok.',
    by: '{{email}}, {{date}}',
  },
  reply: {
    heading: 'Adaya yanıt',
    template: 'Şablon',
    templates: {
      receipt: 'Alındı onayı',
      invitation: 'Mülakat daveti',
      rejection: 'Olumsuz yanıt',
    },
    language: 'Başvurunun dilinde yazılmıştır: {{language}}.',
    to: 'Alıcı: {{email}}',
    subject: 'Konu',
    body: 'Mesaj',
    editHint:
      'Göndermeden önce metni kontrol edip tamamlayın (köşeli parantez içindeki her şeyi değiştirin). Olumsuz yanıtta gerekçe belirtilmez (Almanya Genel Eşit Muamele Yasası, AGG).',
    rejectionSets:
      'Olumsuz yanıt gönderildiğinde “Reddedildi” kararı bugünün tarihiyle kaydedilir ve saklama süresi başlar.',
    send: 'Yanıtı gönder',
    sending: 'Gönderiliyor…',
    sent: 'Yanıt {{email}} adresine gönderilmek üzere sıraya alındı.',
    sentHeading: 'Gönderilen yanıtlar',
    sentLine: '{{template}}, {{date}}, gönderen: {{email}}',
    none: 'Henüz yanıt gönderilmedi.',
    brackets: 'Mesajda hâlâ köşeli parantez içinde metin var. Göndermeden önce tamamlayın.',
  },
  people: {
    heading: 'Kişiler',
    intro:
      'Gelen kutusunu kimlerin kullanabileceği ve her kişinin neyi görebileceği. Bir başvuruyu yalnızca seçim sürecinde yer alan kişiler görebilir: Her kişiye, işini yapmasına yetecek en dar rolü verin. Her rol değişikliği işlem kaydına yazılır.',
    email: 'E-posta',
    role: 'Rol',
    openings: 'İlanlar',
    passkeys: 'Geçiş anahtarları',
    since: 'Başlangıç',
    noOpenings: 'henüz ilan seçilmedi',
    change: '{{email}} kişisinin rolünü değiştir',
    save: 'Rolü kaydet',
    saved: '{{email}} artık “{{role}}” rolüne sahip.',
    unchanged: 'Hiçbir şey değişmedi: {{email}} zaten bu role sahip.',
    openingsLegend: '{{email}} kişisinin başvurularını gördüğü ilanlar',
    needsOpening: 'İşe alım yöneticisi için en az bir ilan seçin.',
    inviteHint:
      'Yöneticiler sunucuda komut satırından da davet gönderebilir: npm run staff -- invite <e-posta> --role <rol>',
    inviteHeading: 'Bir çalışma arkadaşınızı davet edin',
    inviteIntro:
      'Davet edilen kişiye, cihazında bir geçiş anahtarı kaydetmesi için 24 saat boyunca ve yalnızca bir kez çalışan bir bağlantı e-postayla gönderilir. Davet işlem kaydına yazılır.',
    inviteEmail: 'Kişinin e-posta adresi',
    inviteRole: 'Kişinin rolü',
    inviteOpenings: 'Kişinin başvurularını göreceği ilanlar',
    invite: 'Daveti gönder',
    invited: '{{email}} adresine davet kaydedildi ve e-postayla gönderiliyor.',
    linkIntro:
      'E-posta ulaşmazsa bu bağlantıyı kendiniz iletin, yalnızca {{email}} adresine. Bağlantı bir kez ve {{expires}} tarihine kadar çalışır; yalnızca şimdi gösterilir.',
    linkLabel: '{{email}} için kayıt bağlantısı',
    badAddress: 'Lütfen ad@example.com gibi eksiksiz bir e-posta adresi girin.',
    alreadyMember:
      'Bu kişi gelen kutusunu zaten kullanıyor. Başka geçiş anahtarlarını kendi geçiş anahtarları sayfasında ekler; rolünü aşağıdaki listeden değiştirebilirsiniz.',
    unknownOpening: 'Seçilen ilanlardan biri artık yayında değil. Sayfayı yeniden yükleyip tekrar seçin.',
  },
};
