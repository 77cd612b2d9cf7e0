import type { RebuildWords } from './index';

export const rebuildTr: RebuildWords = {
  heading: 'Web sitesi',
  live: 'Web sitesi {{time}} itibarıyla güncel: {{author}} tarafından kaydedilen {{what}}.',
  none: 'Web sitesinin henüz kayıtlı bir yeniden oluşturulması yok.',
  waiting: 'Bir değişiklik yayımlanmayı bekliyor: yeniden oluşturma birkaç dakika içinde başlar.',
  building:
    'Web sitesi yeniden oluşturuluyor: {{step}} ({{time}} itibarıyla). Yeni içerik genellikle on dakika içinde yayında olur.',
  failed:
    '{{time}} tarihli yeniden oluşturma “{{step}}” adımında başarısız oldu: web sitesi değişmedi. Web sitesinden sorumlu kişiye e-postayla bilgi verildi.',
  failedWhat: 'Oluşturulmak istenen: {{author}} tarafından kaydedilen {{what}}.',
  log: 'Derleme kaydının son satırları',
  start: 'Web sitesini şimdi yeniden oluştur',
  requested: 'Yeniden oluşturma talep edildi.',
  forbidden: 'Yeniden oluşturmayı yalnızca bir yönetici başlatabilir.',
  steps: {
    fetch: 'değişiklikleri alma',
    install: 'kurulum',
    build: 'sayfaları oluşturma',
    switch: 'yeni sürümü yayına alma',
  },
  entry: {
    news: '“{{slug}}” haberi',
    jobs: '“{{slug}}” iş ilanı',
  },
};
