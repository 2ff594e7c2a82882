// Starts the app (the entry module and its preloads, named by the build in data attributes, and the
// page's own chunks, named by the server) once the page has painted: the pre-painted first screen
// shows while the JavaScript downloads.
(function () {
  var me = document.currentScript;
  var started = false;
  function preload(list) {
    var files = (list || '').split(' ');
    for (var i = 0; i < files.length; i++) {
      if (!files[i]) continue;
      var link = document.createElement('link');
      // A page's CSS is fetched, not applied: Vite's loader applies it with the page's code.
      if (/\.css$/.test(files[i])) {
        link.rel = 'preload';
        link.as = 'style';
      } else link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = files[i];
      document.head.appendChild(link);
    }
  }
  function start() {
    if (started) return;
    started = true;
    preload(me.getAttribute('data-preload'));
    // The first texts, in the language boot.js chose (the entry fetches them before its first render).
    preload(me.getAttribute(document.documentElement.lang === 'en' ? 'data-preload-en' : 'data-preload-fr'));
    var entry = document.createElement('script');
    entry.type = 'module';
    entry.crossOrigin = '';
    entry.src = me.getAttribute('data-entry');
    document.head.appendChild(entry);
    // The page's own code and CSS (named by the server, decision 0246), beside the entry's rather
    // than once it has run.
    preload(me.getAttribute('data-page-preload'));
  }
  // A page with a pre-painted first screen starts once the browser reports that screen painted (its
  // first contentful paint): the app's downloads and evaluation then never delay it, on a slow phone
  // as in Lighthouse's model of one. A page without one starts after the next frame. At once in a
  // background tab (no frames are painted there), and in any case within a second.
  var shell = document.documentElement.getAttribute('data-shell');
  var painted =
    shell && document.querySelector('.app-shell[data-shell="' + shell + '"]') && window.PerformanceObserver;
  if (document.visibilityState !== 'visible') start();
  else if (painted && (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') >= 0) {
    new PerformanceObserver(function (list, observer) {
      var entries = list.getEntriesByName('first-contentful-paint');
      if (!entries.length) return;
      observer.disconnect();
      setTimeout(start, 0);
    }).observe({ type: 'paint', buffered: true });
    setTimeout(start, 1000);
  } else {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
    setTimeout(start, 1000);
  }
})();
