import type { NoticeMessages } from './types';

export const noticesTr: NoticeMessages = {
  passkey: {
    addedSubject: 'Gelen kutusu: Hesabınıza bir geçiş anahtarı eklendi ({{name}})',
    removedSubject: 'Gelen kutusu: Hesabınızdan bir geçiş anahtarı kaldırıldı ({{name}})',
    added: 'Personel gelen kutusundaki hesabınıza ({{inbox}}) bir geçiş anahtarı eklendi:',
    removed: 'Personel gelen kutusundaki hesabınızdan ({{inbox}}) bir geçiş anahtarı kaldırıldı:',
    line: '{{name}}, {{time}}, {{address}} adresinden',
    enrolled: 'Anahtar, bir yöneticinin sizin için oluşturduğu kayıt bağlantısıyla kaydedildi.',
    wasYou: 'Bunu siz yaptıysanız yapmanız gereken bir şey yok.',
    wasNotYou:
      'Siz yapmadıysanız: {{account}} sayfasını açın, tanımadığınız geçiş anahtarlarını kaldırın, “{{everywhere}}” seçeneğini seçin ve ardından bir yöneticiye haber verin.',
  },
  invitation: {
    subject: '{{company}} personel gelen kutusuna davetiniz',
    body: 'Merhaba,\n\n{{by}} sizi {{company}} personel gelen kutusuna davet etti. Rolünüz: {{role}}.\n\nGelen kutusunda parola yoktur: Bir geçiş anahtarıyla (parmak iziniz, yüz tanıma ya da cihazınızın ekran kilidi) oturum açarsınız. Bu bağlantıyı kullanmak istediğiniz cihazda açın ve geçiş anahtarınızı orada kaydedin. Bağlantı yalnızca bir kez ve {{expires}} tarihine kadar çalışır:\n\n{{link}}\n\nBu daveti beklemiyorduysanız bu e-postayı dikkate almayın; bağlantı olmadan kimse sizin adınıza geçiş anahtarı kaydedemez.',
    openings: '{{role}} ({{openings}} ilanları için)',
    title: '“{{title}}”',
  },
};
