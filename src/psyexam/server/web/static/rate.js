// Keyboard shortcuts of the rating pages (documented on each page).
// Item-wise: a digit scores the focused dimension (or the first unscored one) and moves on;
// Enter submits; j/k go to the next/previous item. Pairwise: 1-4 choose and submit at once.
(function () {
  "use strict";
  const form = document.querySelector("form[data-rate]");
  if (!form) return;
  const kind = form.dataset.rate;
  const sets = Array.from(form.querySelectorAll("fieldset[data-dim]"));
  const typing = (t) => t && (t.tagName === "TEXTAREA" || t.tagName === "SELECT" || (t.tagName === "INPUT" && t.type === "text"));
  const focusSet = (f) => (f.querySelector("input:checked") || f.querySelector("input")).focus();
  if (kind === "item" && sets.length) {
    focusSet(sets.find((f) => !f.querySelector("input:checked")) || sets[0]);
  }
  document.addEventListener("keydown", function (e) {
    if (e.ctrlKey || e.metaKey || e.altKey || typing(e.target)) return;
    if (e.key === "j" || e.key === "k") {
      const link = document.querySelector(e.key === "j" ? "a[data-next]" : "a[data-prev]");
      if (link) { e.preventDefault(); link.click(); }
      return;
    }
    if (kind === "pair" && /^[1-4]$/.test(e.key)) {
      const r = form.querySelector('input[name="choice"][data-key="' + e.key + '"]');
      if (r) { e.preventDefault(); r.checked = true; r.focus(); form.requestSubmit(); }
      return;
    }
    if (kind === "item" && /^[0-9]$/.test(e.key)) {
      const cur = sets.find((f) => f.contains(document.activeElement))
        || sets.find((f) => !f.querySelector("input:checked")) || sets[0];
      const r = cur && cur.querySelector('input[value="' + e.key + '"]');
      if (!r) return;
      e.preventDefault();
      r.checked = true;
      const after = sets[sets.indexOf(cur) + 1];
      if (after) focusSet(after); else form.querySelector("button[type=submit]").focus();
      return;
    }
    if (e.key === "Enter" && !["A", "BUTTON", "SUMMARY"].includes(e.target.tagName)) {
      e.preventDefault();
      form.requestSubmit();
    }
  });
})();
