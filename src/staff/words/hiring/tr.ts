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
    admin: 'Tüm işlem kaydı dahil her şeyi görür ve kişileri yönetir.',
    hr: 'Tüm başvuruları görür ve işler.',
    'hiring-manager': 'Aşağıda işaretlenen ilanlara yapılan başvuruları görür ve işler.',
    'works-council':
      'İnsan kaynakları bir ilanı işyeri konseyine açtığı sürece o ilana yapılan başvuruları okur; hiçbir şeyi değiştirmez.',
    contact: 'Yalnızca iletişim mesajlarını görür ve işler, başvuruları görmez.',
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
    inviteHint: 'Kişi eklemek için yönetici şu komutu çalıştırır: npm run staff -- invite <e-posta> --role <rol>',
  },
};
