import type { StaffMailWords } from './en';

/** Sunucunun çalışanlara gönderdiği e-postalar, Türkçe (en.ts ile aynı yapı). */
export const staffMailTr: StaffMailWords = {
  subjectPrefix: '[Web sitesi]',
  application: {
    forJob: '“{{job}}” pozisyonuna başvuru',
    speculative: 'Açık başvuru',
    arrived: 'Web sitesi üzerinden bir başvuru geldi.',
    opening: 'Pozisyon: {{job}}',
    noOpening: 'Pozisyon: yok (açık başvuru)',
    received: 'Geliş zamanı: {{time}}',
    language: 'Başvurunun dili: {{language}}',
    readInInbox: 'Başvuruyu personel gelen kutusunda okuyun:',
    readOnServer: 'Başvuruyu sunucuda şu komutla okuyun:',
    decision:
      'Kararı personel gelen kutusuna girin: Başvuru ve özgeçmiş, ret yanıtının gönderildiği (ya da geri çekme talebinin geldiği) günden {{months}} ay sonra, işe alım kaydedildikten {{days}} gün sonra silinir; karar girilmezse saklanmaya devam eder (gizlilik politikası). İşe alırsanız, özlük dosyası için gerekenleri bu {{days}} gün içinde gelen kutusundan alın (npm run submissions -- export <id>).',
  },
  contact: {
    subject: '“{{topic}}” konulu iletişim mesajı: {{name}}',
    subjectNoTopic: 'İletişim mesajı: {{name}}',
    arrived: 'Web sitesi üzerinden bir iletişim mesajı geldi.',
    name: 'Ad: {{name}}',
    email: 'E-posta: {{email}}',
    topic: 'Konu: {{topic}}',
    received: 'Geliş zamanı: {{time}}',
    language: 'Mesajın dili: {{language}}',
    inInbox: 'Personel gelen kutusunda: {{link}}',
    retention:
      'Mesaj, işlendi olarak işaretlenmesinden {{days}} gün sonra, en geç de gelişinden {{months}} ay sonra web sitesinin kayıtlarından silinir (gizlilik politikası). Ticari yazışma olarak saklanması gerekmiyorsa (Alman Ticaret Kanunu, § 257 HGB) bu e-postayı ve yanıtlarınızı da o zaman silin.',
  },
  reference: 'Referans: {{id}}',
  rebuild: {
    subject: 'Web sitesi yeniden oluşturulamadı: {{step}} adımında hata',
    failed:
      'Web sitesinin {{time}} tarihli yeniden oluşturulması {{step}} adımında başarısız oldu. Web sitesi değişmedi.',
    commit: 'Değişiklik: {{hash}} “{{subject}}” ({{author}})',
    noCommit: 'Değişiklik: bilinmiyor',
    inInbox: 'Personel gelen kutusundaki durum: {{link}}',
    log: 'Derleme kaydının son satırları:',
    steps: {
      fetch: 'değişiklikleri alma',
      install: 'bağımlılıkları kurma',
      build: 'sayfaları oluşturma',
      switch: 'yeni sürümü yayına alma',
    },
  },
};
