// Starts the app (the entry module and its preloads, named by the build in data attributes) once
// the page has painted: the pre-painted first screen shows while the JavaScript downloads.
(function () {
  var me = document.currentScript;
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var preloads = (me.getAttribute('data-preload') || '').split(' ');
    for (var i = 0; i < preloads.length; i++) {
      if (!preloads[i]) continue;
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = preloads[i];
      document.head.appendChild(link);
    }
    var entry = document.createElement('script');
    entry.type = 'module';
    entry.crossOrigin = '';
    entry.src = me.getAttribute('data-entry');
    document.head.appendChild(entry);
  }
  // After the next frame has painted; at once in a background tab (no frames are painted there),
  // and in any case within a second.
  if (document.visibilityState !== 'visible') start();
  else {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
    setTimeout(start, 1000);
  }
})();
