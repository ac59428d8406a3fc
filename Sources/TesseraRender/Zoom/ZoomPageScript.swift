/// The style and script of a ``ZoomPage``: Leaflet's `GridLayer` showing the tiles in a pixel
/// coordinate system (`L.CRS.Simple`, zoom z = Deep Zoom level z), and the page's own parts —
/// the photo under the pointer, the search box, the section list.
///
/// Tiles overlap (Deep Zoom's overlap): each tile is a clipped box of the grid's size holding
/// its image shifted by the overlap, so the grid shows every pixel once. The script exposes
/// `window.tessera` (the map, the data, `photoAt`, `find`, `flyToPhoto`, `tileURL`) for tests
/// and for readers who script the page.
enum ZoomPageScript {
    static let css = """
    html, body { margin: 0; height: 100%; font: 14px/1.4 system-ui, -apple-system, "Segoe UI", sans-serif; }
    #map { position: absolute; inset: 0; outline: none; }
    #panel { position: absolute; top: 10px; right: 10px; z-index: 1000; width: 16rem; max-height: calc(100% - 40px);
      overflow: auto; background: rgba(255, 255, 255, 0.94); color: #111; border-radius: 8px; padding: 8px 10px;
      box-shadow: 0 1px 5px rgba(0, 0, 0, 0.35); }
    #title { font-size: 15px; margin: 0 0 6px; overflow-wrap: anywhere; }
    #search { width: 100%; box-sizing: border-box; font: inherit; padding: 4px 6px; }
    #search-result { margin: 4px 0; min-height: 1em; color: #a00; }
    #sections { margin: 0; padding-left: 1.4em; }
    #sections button { font: inherit; background: none; border: 0; padding: 1px 0; color: #0645ad; cursor: pointer; text-align: left; }
    #info { position: absolute; left: 10px; bottom: 10px; z-index: 1000; max-width: min(28rem, calc(100% - 40px));
      background: rgba(0, 0, 0, 0.8); color: #fff; border-radius: 8px; padding: 8px 10px; white-space: pre-line; }
    #info .name { font-weight: 600; }
    #info a { color: #9cf; }
    .leaflet-container { cursor: default; }
    @media (max-width: 40rem) { #panel { width: auto; left: 10px; max-height: 40%; } }
    """

    static let javascript = #"""
    (function () {
      'use strict';
      var sheet = JSON.parse(document.getElementById('tessera-sheet').textContent);
      var W = sheet.width, H = sheet.height, T = sheet.tileSize, O = sheet.overlap;
      var full = sheet.levels.length - 1;
      var smallest = 0;
      while (!sheet.levels[smallest]) smallest++;

      function tileURL(z, x, y) {
        if (sheet.layout === 'dzi') return sheet.tiles + '/' + z + '/' + x + '_' + y + '.' + sheet.format;
        var level = sheet.levels[z], factor = Math.pow(2, full - z), side = T * factor, left = x * side, top = y * side;
        return sheet.tiles + '/' + left + ',' + top + ',' + Math.min(side, W - left) + ',' + Math.min(side, H - top) + '/' +
          Math.min(T, level[0] - x * T) + ',' + Math.min(T, level[1] - y * T) + '/0/default.' + sheet.format;
      }

      var map = L.map('map', { crs: L.CRS.Simple, minZoom: Math.max(0, smallest - 3), maxZoom: full + 2, zoomSnap: 1,
                               keyboard: true, attributionControl: false, zoomControl: true });
      function point(x, y) { return map.unproject([x, y], full); }
      function pixel(latlng) { return map.project(latlng, full); }
      var bounds = L.latLngBounds(point(0, H), point(W, 0));

      var Tiles = L.GridLayer.extend({
        createTile: function (coords, done) {
          var tile = document.createElement('div'), level = sheet.levels[coords.z];
          tile.style.overflow = 'hidden';
          if (!level || coords.x < 0 || coords.y < 0 || coords.x * T >= level[0] || coords.y * T >= level[1]) {
            setTimeout(function () { done(null, tile); }, 0);
            return tile;
          }
          var image = document.createElement('img');
          image.alt = '';
          image.draggable = false;
          image.style.position = 'absolute';
          image.style.left = (coords.x > 0 ? -O : 0) + 'px';
          image.style.top = (coords.y > 0 ? -O : 0) + 'px';
          image.onload = function () { done(null, tile); };
          image.onerror = function () { done(new Error('cannot load ' + image.src), tile); };
          image.src = tileURL(coords.z, coords.x, coords.y);
          tile.appendChild(image);
          return tile;
        }
      });
      var tiles = new Tiles({ tileSize: T, minNativeZoom: smallest, maxNativeZoom: full, noWrap: true, bounds: bounds }).addTo(map);

      // Fit the sheet's width, its top in view.
      function widthZoom() {
        var zoom = full + Math.floor(Math.log(map.getSize().x / W) / Math.LN2);
        return Math.max(map.getMinZoom(), Math.min(full, zoom));
      }
      // The view at `zoom` whose top edge is at row y, centred on column x (the middle by default).
      function topOfView(y, zoom, x) {
        var scale = Math.pow(2, zoom - full);
        return point(x === undefined ? W / 2 : x,
                     Math.min(Math.max(y + map.getSize().y / 2 / scale, 0), Math.max(H - map.getSize().y / 2 / scale, H / 2)));
      }
      map.setView(topOfView(0, widthZoom()), widthZoom());
      map.setMaxBounds(bounds.pad(0.05));

      // Photos by horizontal bands of the full picture, for the one under the pointer.
      var BAND = 256, bands = {};
      sheet.photos.forEach(function (photo, index) {
        for (var band = Math.floor(photo[1] / BAND); band <= Math.floor((photo[1] + photo[3] - 1) / BAND); band++) {
          (bands[band] = bands[band] || []).push(index);
        }
      });
      function photoAt(x, y) {
        var list = bands[Math.floor(y / BAND)] || [];
        for (var i = 0; i < list.length; i++) {
          var p = sheet.photos[list[i]];
          if (x >= p[0] && x < p[0] + p[2] && y >= p[1] && y < p[1] + p[3]) return list[i];
        }
        return -1;
      }
      function photoBounds(p) { return L.latLngBounds(point(p[0], p[1] + p[3]), point(p[0] + p[2], p[1])); }

      var info = document.getElementById('info');
      var outline = L.rectangle(bounds, { color: '#0a84ff', weight: 3, fill: false, interactive: false });
      var shown = -1;
      function show(index) {
        if (index === shown) return;
        shown = index;
        if (index < 0) { info.hidden = true; outline.remove(); return; }
        var p = sheet.photos[index];
        info.textContent = '';
        var name = document.createElement('div');
        name.className = 'name';
        name.textContent = p[4];
        info.appendChild(name);
        if (p[5] && p[5] !== p[4]) {
          var caption = document.createElement('div');
          caption.className = 'caption';
          caption.textContent = p[5];
          info.appendChild(caption);
        }
        var link = document.createElement('a');
        link.href = p[6];
        link.target = '_blank';
        link.rel = 'noopener';
        link.textContent = 'Open the original';
        info.appendChild(link);
        info.hidden = false;
        outline.setBounds(photoBounds(p)).addTo(map);
      }
      function open(index) { window.open(sheet.photos[index][6], '_blank', 'noopener'); }

      // A mouse hovers and clicks to open; a finger taps to show, and opens from the link.
      var touched = 0;
      map.getContainer().addEventListener('touchstart', function () { touched = Date.now(); }, { passive: true });
      map.on('mousemove', function (event) {
        if (Date.now() - touched < 1000) return;
        var q = pixel(event.latlng);
        show(photoAt(q.x, q.y));
      });
      map.on('mouseout', function () { if (Date.now() - touched >= 1000) show(-1); });
      map.on('click', function (event) {
        var q = pixel(event.latlng), index = photoAt(q.x, q.y);
        if (index < 0 || Date.now() - touched < 1000) { show(index); return; }
        show(index);
        open(index);
      });

      // Find a photo by name: the exact name, else the first name that starts with, else holds it.
      var names = document.getElementById('names');
      sheet.photos.slice(0, 5000).forEach(function (p) {
        var option = document.createElement('option');
        option.value = p[4];
        names.appendChild(option);
      });
      function find(query) {
        var q = String(query).trim().toLowerCase();
        if (!q) return -1;
        var tests = [function (n) { return n === q; }, function (n) { return n.indexOf(q) === 0; }, function (n) { return n.indexOf(q) >= 0; }];
        for (var t = 0; t < tests.length; t++) {
          for (var i = 0; i < sheet.photos.length; i++) if (tests[t](sheet.photos[i][4].toLowerCase())) return i;
        }
        return -1;
      }
      function flyToPhoto(index) {
        map.flyToBounds(photoBounds(sheet.photos[index]), { maxZoom: full, padding: [40, 40] });
        show(index);
      }
      var result = document.getElementById('search-result');
      document.getElementById('find').addEventListener('submit', function (event) {
        event.preventDefault();
        var query = document.getElementById('search').value, index = find(query);
        result.textContent = index < 0 ? 'No photo named \u201c' + query.trim() + '\u201d.' : '';
        if (index >= 0) flyToPhoto(index);
      });

      // Sections, to jump to.
      var list = document.getElementById('sections');
      sheet.sections.forEach(function (section) {
        var item = document.createElement('li'), button = document.createElement('button');
        button.type = 'button';
        button.textContent = section[4];
        button.addEventListener('click', function () {
          var zoom = Math.max(map.getZoom(), widthZoom()), scale = Math.pow(2, zoom - full);
          // Centred when the sheet's width fits; deeper in, the title 60 pixels in, clear of the zoom buttons.
          var x = Math.min(W / 2, section[0] + (map.getSize().x / 2 - 60) / scale);
          map.flyTo(topOfView(section[1], zoom, x), zoom);
        });
        item.appendChild(button);
        list.appendChild(item);
      });
      if (!sheet.sections.length) list.hidden = true;

      document.addEventListener('keydown', function (event) {
        if (event.key === 'Escape') show(-1);
        if (event.key === '/' && document.activeElement !== document.getElementById('search')) {
          event.preventDefault();
          document.getElementById('search').focus();
        }
      });
      // '+' and '-' zoom by one step: Leaflet zooms by three with Shift, which '+' needs on many
      // keyboards. Heard on the map before Leaflet's own handler.
      map.getContainer().addEventListener('keydown', function (event) {
        if (event.altKey || event.ctrlKey || event.metaKey) return;
        var delta = event.key === '+' || event.key === '=' ? 1 : event.key === '-' ? -1 : 0;
        if (!delta) return;
        event.preventDefault();
        event.stopPropagation();
        map.setZoom(map.getZoom() + delta);
      });
      map.getContainer().focus();

      window.tessera = { map: map, sheet: sheet, tiles: tiles, fullZoom: full, point: point, pixel: pixel,
                         photoAt: photoAt, find: find, flyToPhoto: flyToPhoto, tileURL: tileURL, show: show };
    })();
    """#
}
