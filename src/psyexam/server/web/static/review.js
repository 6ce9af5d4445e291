// Keyboard shortcuts of the question-review pages; every action is also a link or button.
(function () {
  "use strict";
  function typing(el) {
    return el && (el.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName)) && el.type !== "checkbox";
  }
  function click(id) { var el = document.getElementById(id); if (el) { el.click(); } }
  function moveRow(step) {
    var links = Array.prototype.slice.call(document.querySelectorAll("a.row-link"));
    if (!links.length) { return; }
    var i = links.indexOf(document.activeElement);
    links[Math.max(0, Math.min(links.length - 1, i < 0 ? 0 : i + step))].focus();
  }
  var form = document.getElementById("decide");
  var rejectButton = document.getElementById("btn-reject");
  if (rejectButton) {
    // a rejection needs a reason: ask for it here rather than after a round trip
    rejectButton.addEventListener("click", function (ev) {
      var reason = document.getElementById("comment");
      if (reason && !reason.value.trim()) {
        ev.preventDefault();
        reason.setAttribute("placeholder", "写下驳回理由，再按“驳回” Write the reason, then press Reject");
        reason.focus();
      }
    });
  }
  document.addEventListener("keydown", function (ev) {
    if (ev.ctrlKey || ev.metaKey || ev.altKey || typing(document.activeElement)) { return; }
    var k = ev.key;
    if (!form) {
      if (k === "j") { moveRow(1); } else if (k === "k") { moveRow(-1); } else { return; }
    } else if (k === "j") { click("next"); }
    else if (k === "k") { click("prev"); }
    else if (k === "a") { click("btn-accept"); }
    else if (k === "r") { click("btn-reject"); }
    else if (k === "e") {
      var edit = document.getElementById("edit");
      edit.open = true;
      document.getElementById("f-question").focus();
    } else if (/^[1-5]$/.test(k)) {
      var box = form.querySelector('input[data-key="' + k + '"]');
      if (box) { box.checked = !box.checked; box.focus(); }
    } else { return; }
    ev.preventDefault();
  });
})();
