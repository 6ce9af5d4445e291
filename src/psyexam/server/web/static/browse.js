// Keyboard shortcuts of the run browser and the side-by-side page: "/" search, "n" next page, "p" previous page.
document.addEventListener("keydown", function (ev) {
  if (ev.ctrlKey || ev.metaKey || ev.altKey) return;
  var t = ev.target;
  if (t && (t.tagName === "INPUT" || t.tagName === "SELECT" || t.tagName === "TEXTAREA" || t.isContentEditable)) return;
  if (ev.key === "/") {
    var q = document.getElementById("q");
    if (q) { ev.preventDefault(); q.focus(); q.select(); }
  } else if (ev.key === "n" || ev.key === "p") {
    var link = document.querySelector('#results a[data-key="' + ev.key + '"]');
    if (link) { ev.preventDefault(); link.click(); }
  }
});
