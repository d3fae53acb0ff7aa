extension HTMLReport {
  /// The page's script: slider dragging, range inputs, blink pause and flip, name search,
  /// and the URL fragment (`#view=slider&status=changed&pos=30&opacity=70&zoom=2`). Everything it
  /// reads comes from the DOM; no report text is ever placed in the script.
  static let script = """
    (function () {
      "use strict";
      var doc = document;
      function all(sel, root) { return Array.prototype.slice.call((root || doc).querySelectorAll(sel)); }
      function stageOf(el) { var f = el.closest(".frame"); return f && f.querySelector(".stage"); }

      function setSlider(stage, percent) {
        percent = Math.max(0, Math.min(100, percent));
        stage.style.setProperty("--pos", percent + "%");
        var range = stage.parentNode.querySelector('.range[data-var="pos"]');
        if (range) range.value = String(Math.round(percent));
      }
      function setOpacity(stage, percent) {
        percent = Math.max(0, Math.min(100, percent));
        stage.style.setProperty("--opacity", String(percent / 100));
        var range = stage.parentNode.querySelector('.range[data-var="opacity"]');
        if (range) range.value = String(Math.round(percent));
      }

      all(".slider .stage").forEach(function (stage) {
        function move(e) {
          var r = stage.getBoundingClientRect();
          if (r.width > 0) setSlider(stage, (e.clientX - r.left) / r.width * 100);
        }
        stage.addEventListener("pointerdown", function (e) {
          stage.setPointerCapture(e.pointerId);
          move(e);
          stage.addEventListener("pointermove", move);
        });
        function stop(e) {
          stage.removeEventListener("pointermove", move);
          if (stage.hasPointerCapture(e.pointerId)) stage.releasePointerCapture(e.pointerId);
        }
        stage.addEventListener("pointerup", stop);
        stage.addEventListener("pointercancel", stop);
      });

      all(".range").forEach(function (range) {
        range.addEventListener("input", function () {
          var stage = stageOf(range);
          if (!stage) return;
          if (range.dataset.var === "pos") setSlider(stage, +range.value);
          else setOpacity(stage, +range.value);
        });
      });

      // Blink: Pause freezes on the current image; while paused, a click flips it.
      all(".blink-toggle").forEach(function (button) {
        var frame = button.closest(".frame"), stage = stageOf(button);
        button.addEventListener("click", function () {
          var top = stage.querySelector(".top");
          if (frame.classList.toggle("paused")) {
            frame.style.setProperty("--shown", getComputedStyle(top).opacity);
            button.textContent = "Play";
          } else {
            button.textContent = "Pause";
          }
        });
        stage.addEventListener("click", function () {
          if (!frame.classList.contains("paused")) return;
          var shown = frame.style.getPropertyValue("--shown") === "1" ? "0" : "1";
          frame.style.setProperty("--shown", shown);
        });
      });

      // Copy: the clipboard where allowed, else select the commands for Ctrl+C.
      all(".copy").forEach(function (button) {
        button.addEventListener("click", function () {
          var pre = button.parentNode.querySelector(".cmd");
          function select() {
            var range = doc.createRange();
            range.selectNodeContents(pre);
            var selection = window.getSelection();
            selection.removeAllRanges();
            selection.addRange(range);
            button.textContent = "Selected: press Ctrl+C";
          }
          if (navigator.clipboard && navigator.clipboard.writeText) {
            navigator.clipboard.writeText(pre.textContent).then(function () {
              button.textContent = "Copied";
            }, select);
          } else select();
        });
      });

      // Explained regions: hover or focus shows a region's widgets on every view and its
      // list of changes; a click (or Enter, Space) keeps it shown until clicked again.
      all(".card").forEach(function (card) {
        var items = all(".why-i", card);
        if (!items.length) return;
        var pinned = null;
        function show(r) {
          all("[data-r]", card).forEach(function (el) {
            el.classList.toggle("on", r !== null && el.dataset.r === r);
          });
        }
        function rest() { show(pinned); }
        function pin(r) {
          pinned = pinned === r ? null : r;
          items.forEach(function (li) {
            li.querySelector(".why-r").setAttribute("aria-pressed", String(li.dataset.r === pinned));
          });
          show(pinned !== null ? pinned : r);
        }
        items.forEach(function (li) {
          var button = li.querySelector(".why-r"), r = li.dataset.r;
          button.addEventListener("mouseenter", function () { show(r); });
          button.addEventListener("focus", function () { show(r); });
          button.addEventListener("mouseleave", rest);
          button.addEventListener("blur", rest);
          button.addEventListener("click", function () { pin(r); });
        });
        all(".boxes i[data-r]", card).forEach(function (box) {
          var r = box.dataset.r;
          box.addEventListener("mouseenter", function () { show(r); });
          box.addEventListener("mouseleave", rest);
          box.addEventListener("click", function (e) { e.stopPropagation(); pin(r); });
        });
      });

      var search = doc.getElementById("search");
      if (search) search.addEventListener("input", function () {
        var q = search.value.trim().toLowerCase();
        all(".card").forEach(function (card) {
          card.classList.toggle("hidden", q !== "" && card.dataset.name.indexOf(q) < 0);
        });
      });

      // Zoomed in, a small change in a big screenshot is hard to find: scroll the viewer so
      // the first changed region of the first visible image is in the middle.
      function focusRegion(viewer) {
        var zoom = viewer.querySelector(".zi:checked");
        if (!zoom || zoom.value === "fit") return;
        var views = viewer.querySelector(".views");
        var stage = all(".stage", views).filter(function (s) { return s.offsetParent !== null; })[0];
        var box = stage && stage.querySelector(".boxes i");
        if (!box) return;
        var c = views.getBoundingClientRect(), s = stage.getBoundingClientRect();
        var x = s.left + s.width * (parseFloat(box.style.left) + parseFloat(box.style.width) / 2) / 100;
        var y = s.top + s.height * (parseFloat(box.style.top) + parseFloat(box.style.height) / 2) / 100;
        views.scrollLeft += x - c.left - c.width / 2;
        views.scrollTop += y - c.top - c.height / 2;
      }
      all(".zi, .vi").forEach(function (radio) {
        radio.addEventListener("change", function () { focusRegion(radio.closest(".viewer")); });
      });

      // Keys for reviewing: j / k next and previous image, 1-5 the view of the current one.
      function visibleCards() {
        return all(".card").filter(function (c) { return c.offsetParent !== null; });
      }
      function currentCard(cards) {
        var top = (doc.querySelector(".top") || doc.body).getBoundingClientRect().bottom + 4;
        for (var i = 0; i < cards.length; i++) {
          if (cards[i].getBoundingClientRect().bottom > top + 40) return i;
        }
        return cards.length - 1;
      }
      doc.addEventListener("keydown", function (e) {
        if (e.ctrlKey || e.metaKey || e.altKey || /^(INPUT|TEXTAREA|SELECT)$/.test(e.target.tagName) && e.target.type !== "radio" && e.target.type !== "range") return;
        var cards = visibleCards();
        if (!cards.length) return;
        var i = currentCard(cards);
        if (e.key === "j" || e.key === "k") {
          var next = cards[Math.max(0, Math.min(cards.length - 1, i + (e.key === "j" ? 1 : -1)))];
          var offset = (doc.querySelector(".top") || doc.body).offsetHeight + 12;
          window.scrollTo(0, next.getBoundingClientRect().top + window.scrollY - offset);
          e.preventDefault();
        } else if (/^[1-5]$/.test(e.key)) {
          var radios = all(".vi", cards[i]);
          var radio = radios[+e.key - 1];
          if (radio) { radio.checked = true; e.preventDefault(); }
        }
      });

      function applyFragment() {
        var params = {};
        location.hash.slice(1).split("&").forEach(function (pair) {
          var i = pair.indexOf("=");
          if (i > 0) {
            try { params[pair.slice(0, i)] = decodeURIComponent(pair.slice(i + 1)); } catch (e) {}
          }
        });
        if (params.view) all(".vi").forEach(function (r) { if (r.value === params.view) r.checked = true; });
        if (params.outline) all(".oi").forEach(function (c) { c.checked = params.outline !== "0"; });
        if (params.zoom) all(".zi").forEach(function (r) { if (r.value === params.zoom) r.checked = true; });
        if (params.status) {
          var f = doc.getElementById("f-" + params.status);
          if (f && f.classList.contains("filter")) f.checked = true;
        }
        if (params.pos && isFinite(+params.pos)) all(".slider .stage").forEach(function (s) { setSlider(s, +params.pos); });
        if (params.opacity && isFinite(+params.opacity)) all(".blend .stage").forEach(function (s) { setOpacity(s, +params.opacity); });
        if (params.zoom || params.view) all(".viewer").forEach(focusRegion);
        // #why=N pins region N of every explained image, as a click on it would.
        if (params.why && /^[0-9]+$/.test(params.why)) {
          all('.why-i[data-r="' + params.why + '"] .why-r').forEach(function (b) {
            if (b.getAttribute("aria-pressed") !== "true") b.click();
          });
        }
      }
      window.addEventListener("hashchange", applyFragment);
      // "View all as" applies again even when the fragment is already the same.
      all(".all-views a").forEach(function (link) {
        link.addEventListener("click", function (e) {
          e.preventDefault();
          history.replaceState(null, "", link.getAttribute("href"));
          applyFragment();
        });
      });
      applyFragment();
    })();

    """
}
