import type { ApplicantMessages } from './types';

export const applicantTr: ApplicantMessages = {
  mail: {
    subject: 'Başvurunuz elimize ulaştı',
    forJob: '{{company}} bünyesindeki “{{job}}” pozisyonuna yaptığınız başvuru için teşekkür ederiz.',
    speculative: '{{company}} şirketine yaptığınız açık başvuru için teşekkür ederiz.',
    body: 'Sayın aday,\n\n{{thanks}} Başvurunuz elimize ulaştı; en kısa sürede size dönüş yapacağız.\n\nSize özel sayfanızda başvurunuzun durumunu görebilir, hakkınızda sakladığımız tüm verilerin bir kopyasını indirebilir ve başvurunuzu geri çekebilirsiniz:\n\n{{link}}\n\nLütfen bu bağlantıyı kimseyle paylaşmayınız: Bağlantıya sahip olan herkes başvurunuzu görebilir ve geri çekebilir. Başvurunuz silindiğinde bağlantı da çalışmaz.\n\nSaygılarımızla\n{{company}} İnsan Kaynakları Ekibi',
  },
  page: {
    title: 'Başvurunuz',
    forJob: '“{{job}}” pozisyonu için başvurunuz, {{date}} tarihinde alındı.',
    speculative: 'Açık başvurunuz, {{date}} tarihinde alındı.',
    statusHeading: 'Durum',
    status: {
      received: 'Alındı: Başvurunuz elimizde, en kısa sürede inceleyeceğiz.',
      'in-review': 'İnceleniyor: Başvurunuzu şu anda inceliyoruz.',
      rejected: 'Olumsuz: Başvurunuzla ilgili süreci ilerletmeme kararı aldık.',
      hired: 'Olumlu: Sizinle çalışmak istiyoruz; sonraki adımlar için sizinle iletişime geçeceğiz.',
      withdrawn: 'Geri çekildi: Başvurunuzu geri çektiniz.',
    },
    since: '{{date}} tarihinden beri.',
    deletedOn: 'Başvurunuz ve onunla birlikte saklanan her şey {{date}} tarihinde silinecektir.',
    copyHeading: 'Verileriniz',
    copyIntro:
      'Başvurunuzla ilgili sakladığımız her şeyi içeren tek bir dosya (JSON): formdaki bilgiler, özgeçmişiniz, notlarımız, size gönderdiğimiz yanıtlar, verilen karar ve başvurunuzla ilgili yapılan işlemlerin kaydı.',
    copyLink: 'Verilerimin bir kopyasını indir',
    withdrawHeading: 'Geri çekme',
    withdrawIntro:
      'Artık değerlendirmeye alınmak istemiyorsanız başvurunuzu geri çekebilirsiniz. Başvurunuz, gizlilik politikamızda belirtildiği gibi, bundan {{months}} ay sonra silinir.',
    withdrawLink: 'Başvurumu geri çek',
    confirmHeading: 'Başvurunuzu geri çekmek istiyor musunuz?',
    confirmText:
      'Başvurunuzu artık değerlendirmeyeceğiz. Bu işlem geri alınamaz; ancak dilediğiniz zaman yeniden başvurabilirsiniz.',
    confirmButton: 'Evet, başvurumu geri çek',
    back: 'Hayır, başvuruma geri dön',
    withdrawnNow: 'Başvurunuz geri çekildi.',
    decided: 'Bu başvuru hakkında karar verilmiş olduğundan artık geri çekilemez.',
    notFoundTitle: 'Sayfa bulunamadı',
    notFound:
      'Bu bağlantı çalışmıyor (artık geçerli değil). Başvuruya özel sayfa, başvuruyla birlikte silinir. Sorularınız için lütfen {{email}} adresine yazınız.',
    tooMany: 'Bağlantınızdan çok fazla istek geldi. Lütfen birkaç dakika sonra tekrar deneyiniz.',
    refused: 'Bu istek kabul edilemedi. Lütfen size özel sayfanızı yeniden açıp oradaki düğmeyi kullanınız.',
    privacy: 'Gizlilik politikası',
  },
};
