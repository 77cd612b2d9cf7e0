import type { MailMessages } from './types';

export const mailTr: MailMessages = {
  receipt: {
    subject: 'Başvurunuz: {{job}}',
    body: 'Sayın {{name}},\n\n“{{job}}” pozisyonuna yaptığınız başvuru ve {{company}} şirketine gösterdiğiniz ilgi için teşekkür ederiz. Belgeleriniz bize ulaştı; bunları özenle inceleyecek ve en kısa sürede size dönüş yapacağız.\n\nSaygılarımızla\n{{company}} İnsan Kaynakları Ekibi',
  },
  invitation: {
    subject: 'Mülakat daveti: {{job}}',
    body: 'Sayın {{name}},\n\n“{{job}}” pozisyonuna yaptığınız başvuru için tekrar teşekkür ederiz. Sizi daha yakından tanımak istiyor ve bir mülakata davet ediyoruz.\n\nÖnerimiz: [tarih, saat ve adres ya da görüntülü görüşme bağlantısı]\n\nBu zamanın size uygun olup olmadığını bildirmenizi ya da başka bir zaman önermenizi rica ederiz.\n\nSaygılarımızla\n{{company}} İnsan Kaynakları Ekibi',
  },
  rejection: {
    subject: 'Başvurunuz: {{job}}',
    body: 'Sayın {{name}},\n\n“{{job}}” pozisyonuna yaptığınız başvuru ve ayırdığınız zaman için teşekkür ederiz. Dikkatli bir değerlendirmenin ardından başvurunuzla ilerlememeye karar verdik.\n\nGizlilik politikamız uyarınca başvuru belgelerinizi bu mesajdan {{months}} ay sonra sileceğiz.\n\nGelecekteki çalışmalarınızda başarılar dileriz.\n\nSaygılarımızla\n{{company}} İnsan Kaynakları Ekibi',
  },
};
