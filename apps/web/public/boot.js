// Applies the stored theme and language before the first paint (no flash, no layout shift).
try {
  var t = localStorage.getItem('theme');
  if (t === 'nuit') document.documentElement.dataset.theme = 'nuit';
  var l = localStorage.getItem('selectedLang');
  if (l === 'en') document.documentElement.lang = 'en';
} catch (e) {}
