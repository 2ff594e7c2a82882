// Applies the stored theme and language before the first paint (no flash, no layout shift).
try {
  var t = localStorage.getItem('theme');
  if (t === 'nuit') document.documentElement.dataset.theme = 'nuit';
  var l = localStorage.getItem('selectedLang');
  // A page whose address says its language (/en/birth-chart) was served in it: kept.
  if (l === 'en' && !document.documentElement.hasAttribute('data-address-lang'))
    document.documentElement.lang = 'en';
} catch (e) {}
// Which pre-painted first screen to show until the app starts (see build/app-shell.ts). The customer
// pages' copies are only in a customer's page (the server puts them there, decision 0251): a visitor's
// page has none, and naming one shows nothing.
(function () {
  var pages = {
    '/': 'home',
    '/mentions-legales': 'notice',
    '/confidentialite': 'privacy',
    '/politique-de-confidentialite': 'privacy',
    '/conditions-generales': 'terms',
    '/choisir-un-domaine': 'domains',
    '/user/UserConnected': 'connected',
  };
  var page = pages[location.pathname];
  if (page) document.documentElement.setAttribute('data-shell', page + '-' + document.documentElement.lang);
})();
