// Applies the stored theme and language before the first paint (no flash, no layout shift).
try {
  var t = localStorage.getItem('theme');
  if (t === 'nuit') document.documentElement.dataset.theme = 'nuit';
  var l = localStorage.getItem('selectedLang');
  // A page whose address says its language (/en/birth-chart) was served in it: kept.
  if (l === 'en' && !document.documentElement.hasAttribute('data-address-lang'))
    document.documentElement.lang = 'en';
} catch (e) {}
// Which pre-painted first screen to show until the app starts (see build/app-shell.ts).
(function () {
  var pages = {
    '/': 'home',
    '/mentions-legales': 'notice',
    '/confidentialite': 'privacy',
    '/politique-de-confidentialite': 'privacy',
    '/conditions-generales': 'terms',
  };
  var page = pages[location.pathname];
  if (page) document.documentElement.setAttribute('data-shell', page + '-' + document.documentElement.lang);
})();
