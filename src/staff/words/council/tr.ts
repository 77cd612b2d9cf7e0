import type { CouncilMessages } from './types';

export const councilTr: CouncilMessages = {
  council: {
    nav: 'İşyeri konseyi',
    heading: 'İşyeri konseyinin erişimi',
    intro:
      'Bir işe alımdan önce işyeri konseyi, ilandaki tüm başvuruları görür (Alman İşletme Anayasası Kanunu, § 99 BetrVG). Bir ilanı konseye açın: erişim açık kaldığı sürece konsey üyeleri bu ilanın başvurularını ve özgeçmişlerini okur, hiçbir şeyi değiştiremez; notları, yanıtları ve işlem kaydını görmez. Erişim son gününün bitiminde kendiliğinden sona erer; daha önce de kapatabilirsiniz. Açma ve kapatma işlem kaydına yazılır.',
    never: 'İşyeri konseyine açılmadı',
    openUntil: '{{date}} günü sonuna kadar açık',
    openedBy: '{{email}} tarafından {{date}} tarihinde açıldı',
    closedOn: '{{date}} tarihinde {{email}} tarafından kapatıldı',
    endedOn: '{{date}} günü sonunda sona erdi',
    lastDay: 'Son gün',
    lastDayHint: 'Bugün veya en fazla {{days}} gün sonrası; değiştirilmezse bugünden itibaren {{default}} gün.',
    open: 'İşyeri konseyine aç',
    extend: 'Son günü değiştir',
    close: 'Şimdi kapat',
    opened: 'İşyeri konseyi, “{{job}}” başvurularını {{date}} günü sonuna kadar okuyabilir.',
    closed: 'İşyeri konseyi artık “{{job}}” başvurularını okuyamaz.',
    badDate: 'Lütfen bugün ile {{date}} arasında bir son gün seçin.',
    notOpen: 'Bu ilanın erişimi açık değildi (artık açık değil): hiçbir şey kapatılmadı.',
    noOpenings: 'Web sitesinde şu anda yayımlanan ilan yok.',
    gone: '{{slug}} (artık web sitesinde değil)',
    memberOpen:
      'İşyeri konseyine açık olanlar: {{windows}}. Bu başvuruları okuyabilirsiniz, ancak hiçbir şeyi değiştiremezsiniz.',
    memberWindow: '“{{job}}”, {{date}} günü sonuna kadar',
    memberNone: 'Şu anda işyeri konseyine açık bir ilan yok; bu nedenle hiçbir başvuru görmüyorsunuz.',
  },
  privacy: {
    nav: 'Veri koruma',
    heading: 'Veri koruma',
    intro:
      'Gizlilik politikasının vaat ettikleri, bugün ({{date}}) itibarıyla: önümüzdeki {{days}} gün içinde otomatik olarak silinecekler, karar bekleyen başvurular, geri çekilen başvurular ve verilen veri kopyaları.',
    due: '{{days}} gün içinde silinecekler',
    dueNone: 'Önümüzdeki {{days}} gün içinde silinecek bir kayıt yok.',
    undecided: 'Üç ay veya daha uzun süredir karar bekleyenler',
    undecidedHint:
      'Bu başvurular, siz bir karar kaydedene kadar saklanır. Karar verin veya başvuru sahibine sürecin ne kadar süreceğini bildirin.',
    undecidedNone: 'Üç aydır karar bekleyen bir başvuru yok.',
    withdrawals: 'Geri çekilen başvurular',
    withdrawalsHint: 'Her biri, geri çekilme tarihinden itibaren hesaplanan, gösterilen günde silinir.',
    withdrawalsNone: 'Geri çekilen bir başvuru yok.',
    withdrawnOn: '{{date}} tarihinde geri çekildi',
    copies: 'Verilen veri kopyaları',
    copiesHint: 'Son bir yılda bir kaydın verilerinden alınan her kopya (işlem kaydının saklandığı süre boyunca).',
    copiesNone: 'Son bir yılda hiç kopya alınmadı.',
    copyBy: 'Kopyayı alan: {{who}}',
    applicant: 'başvuru sahibi',
    deletedSince: 'Kayıt o tarihten beri silinmiş',
  },
};
