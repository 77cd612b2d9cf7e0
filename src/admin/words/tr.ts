import type { AdminWords } from './en';

export const adminTr: AdminWords = {
  title: 'Editör · Haberler ve iş ilanları',
  notSetUp: {
    heading: 'Editör henüz kurulmadı',
    intro:
      'Yönetici editörü web sitesinin GitHub’daki deposuna bağladığında haberleri ve iş ilanlarını burada yazabilirsiniz.',
    askAdministrator: 'Lütfen yöneticinizden web sitesini şu ayarlarla derlemesini isteyin:',
    repo: 'GitHub’daki depo, sahip/ad biçiminde (zorunlu)',
    branch: 'web sitesinin derlendiği dal, main değilse',
    authUrl: '“GitHub ile giriş yap” düğmesi için GitHub giriş hizmetinin adresi (isteğe bağlı)',
    readme:
      'Yönetici, GitHub giriş hizmeti dâhil her adımı README dosyasının “Publishing news and jobs” bölümünde bulur.',
    developers:
      'Kendi bilgisayarında çalışan geliştiriciler için: Editör, deponun yerel bir kopyasıyla da çalışabilir.',
    openLocal: 'Editörü yerel depoyla aç',
  },
  guide: {
    link: 'Yayınlama kılavuzu (İngilizce)',
    read: 'Yayınlama kılavuzunu okuyun (İngilizce)',
    back: 'Editöre dön',
  },
};
