// sudokit's page: play a puzzle, ask the server for hints, explanations and
// solutions. Plain JavaScript, no build step; the API is sudokit serve's
// (POST /api/generate, convert, solve, hint, explain).
"use strict";

(() => {
  const STORE = "sudokit.game.v1";
  const MAXN = 25;

  // The game: the givens and the player's entries apart, pencil marks as
  // bitmasks (bit v-1 for value v), the solution when known.
  let game = null;
  let sel = 0; // selected cell index
  let pencil = false;
  let undoStack = [];
  let redoStack = [];
  let overlay = null; // a hint or an explained step drawn on the board
  let hintState = null; // {key, level}
  let explain = null; // {steps, start, k}
  let wrongCells = new Set();
  let timerTick = null;
  let cellEls = [];

  const $ = (id) => document.getElementById(id);
  const board = $("board");

  // Symbols: 1-9, then A=10, B=11, … as the CLI writes them.
  function sym(v) {
    return v <= 9 ? String(v) : String.fromCharCode(55 + v);
  }
  function valueOf(ch) {
    if (ch >= "1" && ch <= "9") return ch.charCodeAt(0) - 48;
    const u = ch.toUpperCase();
    if (u >= "A" && u <= "Z") return u.charCodeAt(0) - 55;
    return 0;
  }
  function parseBox(box, n) {
    const m = /^(\d+)x(\d+)$/.exec(box || "");
    if (m) return [Number(m[1]), Number(m[2])];
    const r = Math.round(Math.sqrt(n));
    return [r, r];
  }
  function cellName(i) {
    return "r" + (Math.floor(i / game.n) + 1) + "c" + ((i % game.n) + 1);
  }
  function cellIndex(name) {
    const m = /^r(\d+)c(\d+)$/.exec(name || "");
    if (!m) return -1;
    const r = Number(m[1]) - 1, c = Number(m[2]) - 1;
    if (r < 0 || c < 0 || r >= game.n || c >= game.n) return -1;
    return r * game.n + c;
  }
  function boxOf(i) {
    const n = game.n, r = Math.floor(i / n), c = i % n;
    return Math.floor(r / game.br) * (n / game.bc) + Math.floor(c / game.bc);
  }
  function squareN(n) {
    const r = Math.round(Math.sqrt(n));
    return r * r === n;
  }

  // ---- the API ----
  async function api(path, body) {
    let res;
    for (let attempt = 0; ; attempt++) {
      try {
        res = await fetch("/api/" + path, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(body),
        });
      } catch (e) {
        throw new Error("the server cannot be reached");
      }
      // 503: every heavy slot is busy; try again after Retry-After.
      if (res.status !== 503 || attempt >= 2) break;
      const wait = Math.min(5, Number(res.headers.get("Retry-After")) || 1);
      await new Promise((ok) => setTimeout(ok, wait * 1000));
    }
    let data;
    try {
      data = await res.json();
    } catch (e) {
      throw new Error("the server answered " + res.status);
    }
    if (!res.ok) {
      const msg = data && data.error && data.error.message ? data.error.message : "error " + res.status;
      throw new Error(msg);
    }
    return data;
  }
  function shapeFields(body) {
    if (!squareN(game.n)) body.box = game.br + "x" + game.bc;
    return body;
  }

  // ---- messages ----
  function say(text, isError) {
    const m = $("message");
    m.textContent = text;
    m.classList.toggle("error", !!isError);
  }

  // ---- the game's grids ----
  function lineOf(cells) {
    let s = "";
    for (const v of cells) s += v ? sym(v) : ".";
    return s;
  }
  function parseLine(line, n) {
    const cells = new Array(n * n).fill(0);
    for (let i = 0; i < n * n && i < line.length; i++) cells[i] = valueOf(line[i]);
    return cells;
  }
  function value(i) {
    return game.givens[i] || game.entries[i];
  }
  function candidatesAt(vals, i) {
    const n = game.n, r = Math.floor(i / n), c = i % n, b = boxOf(i);
    let used = 0;
    for (let k = 0; k < n; k++) {
      const a = vals[r * n + k], d = vals[k * n + c];
      if (a) used |= 1 << (a - 1);
      if (d) used |= 1 << (d - 1);
    }
    const r0 = Math.floor(b / (n / game.bc)) * game.br, c0 = (b % (n / game.bc)) * game.bc;
    for (let y = r0; y < r0 + game.br; y++)
      for (let x = c0; x < c0 + game.bc; x++) {
        const v = vals[y * n + x];
        if (v) used |= 1 << (v - 1);
      }
    return ((1 << n) - 1) & ~used;
  }
  function values() {
    const vals = new Array(game.n * game.n);
    for (let i = 0; i < vals.length; i++) vals[i] = value(i);
    return vals;
  }
  function conflicts(vals) {
    const n = game.n, bad = new Set();
    const units = [];
    for (let k = 0; k < n; k++) {
      const row = [], col = [], box = [];
      for (let j = 0; j < n; j++) {
        row.push(k * n + j);
        col.push(j * n + k);
      }
      const r0 = Math.floor(k / (n / game.bc)) * game.br, c0 = (k % (n / game.bc)) * game.bc;
      for (let y = r0; y < r0 + game.br; y++) for (let x = c0; x < c0 + game.bc; x++) box.push(y * n + x);
      units.push(row, col, box);
    }
    for (const u of units) {
      const seen = new Map();
      for (const i of u) {
        const v = vals[i];
        if (!v) continue;
        if (seen.has(v)) {
          bad.add(i);
          bad.add(seen.get(v));
        } else seen.set(v, i);
      }
    }
    return bad;
  }
  function peersOf(i) {
    const n = game.n, r = Math.floor(i / n), c = i % n, b = boxOf(i), out = [];
    for (let j = 0; j < n * n; j++) {
      if (j === i) continue;
      if (Math.floor(j / n) === r || j % n === c || boxOf(j) === b) out.push(j);
    }
    return out;
  }

  // ---- loading a puzzle ----
  function newGame(n, box, puzzleLine, solutionLine, info) {
    const [br, bc] = parseBox(box, n);
    return {
      n, br, bc,
      box: br + "x" + bc,
      givens: parseLine(puzzleLine, n),
      entries: new Array(n * n).fill(0),
      marks: new Array(n * n).fill(0),
      solution: solutionLine ? parseLine(solutionLine, n) : null,
      unique: solutionLine ? true : null,
      elapsed: 0,
      solved: false,
      helped: false,
      info: info || "",
    };
  }
  function start(g, keepMessage) {
    game = g;
    undoStack = [];
    redoStack = [];
    overlay = null;
    hintState = null;
    wrongCells = new Set();
    closeExplain();
    sel = game.givens.findIndex((v) => v === 0);
    if (sel < 0) sel = 0;
    buildBoard();
    buildPad();
    render();
    save();
    startTimer();
    $("sharebox").hidden = true;
    if (!keepMessage) say(game.info ? "New puzzle: " + game.info + "." : "Puzzle loaded.");
    if (!game.solution) fetchSolution();
  }
  async function fetchSolution() {
    const g = game;
    try {
      const res = await api("solve", shapeFields({ puzzle: lineOf(g.givens), unique: true }));
      if (g !== game) return;
      if (!res.solved) {
        g.unique = false;
        say("This puzzle has no solution: check, hint and solve cannot help with it.", true);
        return;
      }
      g.solution = parseLine(res.solution, g.n);
      g.unique = res.unique !== false;
      if (!g.unique) say("This puzzle has several solutions: check compares with one of them, and hints need a puzzle with one.");
      save();
    } catch (e) {
      if (g === game) say("Could not solve the puzzle: " + e.message, true);
    }
  }
  async function generate(n, difficulty) {
    const body = {};
    if (squareN(n)) body.size = n;
    else body.box = n === 6 ? "2x3" : n === 12 ? "3x4" : "";
    if (difficulty) body.difficulty = difficulty;
    body.solution = true;
    // Large grids: the closest puzzle within 4 s, rather than within the
    // server's whole deadline.
    if (n >= 16) body.timeout = "4s";
    say("Making a " + n + "×" + n + " puzzle…");
    setBusy(true);
    try {
      const res = await api("generate", body);
      const info = res.size + "×" + res.size + (res.level ? ", " + res.level : "") + (res.er ? " (" + res.er + ")" : "");
      start(newGame(res.size, res.box, res.puzzle, res.solution, info));
      if (res.target_met === false) say("New puzzle: " + info + ", the closest to the target found in time.");
    } catch (e) {
      say("Could not make a puzzle: " + e.message, true);
    } finally {
      setBusy(false);
    }
  }
  // loadText sends a puzzle in any form the CLI reads to the server, which
  // parses it and answers it in line form.
  async function loadText(text, box, keep) {
    const body = { puzzle: text, to: "line", symbols: "letters" };
    if (box) body.box = box;
    setBusy(true);
    try {
      const res = await api("convert", body);
      if (res.size > MAXN) throw new Error("the page plays puzzles up to 25×25; this one is " + res.size + "×" + res.size);
      const g = newGame(res.size, res.box, res.puzzle, null, res.size + "×" + res.size);
      if (keep && keep.n === g.n && keep.box === g.box && lineOf(keep.givens) === lineOf(g.givens)) {
        start(keep, true);
        say("Welcome back: your progress on this puzzle is kept.");
      } else {
        start(g, true);
        say("Puzzle loaded: " + g.n + "×" + g.n + ".");
      }
      return true;
    } catch (e) {
      say("Could not read the puzzle: " + e.message, true);
      return false;
    } finally {
      setBusy(false);
    }
  }
  function setBusy(b) {
    document.body.classList.toggle("busy", b);
    board.setAttribute("aria-busy", b ? "true" : "false");
  }

  // ---- storage ----
  function save() {
    if (!game) return;
    try {
      localStorage.setItem(STORE, JSON.stringify({
        n: game.n, box: game.box,
        givens: lineOf(game.givens), entries: lineOf(game.entries), marks: game.marks,
        solution: game.solution ? lineOf(game.solution) : "", unique: game.unique,
        elapsed: game.elapsed, solved: game.solved, helped: game.helped, info: game.info,
      }));
    } catch (e) {
      /* storage full or off: play on */
    }
  }
  function restore() {
    try {
      const s = JSON.parse(localStorage.getItem(STORE) || "null");
      if (!s || !s.n || s.n > MAXN || typeof s.givens !== "string") return null;
      const g = newGame(s.n, s.box, s.givens, s.solution || null, s.info);
      g.entries = parseLine(s.entries || "", s.n);
      if (Array.isArray(s.marks) && s.marks.length === s.n * s.n) g.marks = s.marks.map((m) => m | 0);
      g.unique = s.unique === undefined ? g.unique : s.unique;
      g.elapsed = s.elapsed | 0;
      g.solved = !!s.solved;
      g.helped = !!s.helped;
      return g;
    } catch (e) {
      return null;
    }
  }

  // ---- the timer ----
  function fmtTime(s) {
    const h = Math.floor(s / 3600), m = Math.floor((s % 3600) / 60), x = s % 60;
    return (h ? h + ":" + String(m).padStart(2, "0") : m) + ":" + String(x).padStart(2, "0");
  }
  function startTimer() {
    if (timerTick) clearInterval(timerTick);
    $("timer").textContent = fmtTime(game.elapsed);
    timerTick = setInterval(() => {
      if (!game || game.solved || document.hidden) return;
      game.elapsed++;
      $("timer").textContent = fmtTime(game.elapsed);
      if (game.elapsed % 5 === 0) save();
    }, 1000);
  }

  // ---- the board ----
  function buildBoard() {
    const n = game.n;
    board.innerHTML = "";
    board.style.setProperty("--n", n);
    board.style.setProperty("--maxw", Math.min(1250, Math.max(480, n * 56)) + "px");
    board.setAttribute("aria-label", "Sudoku grid, " + n + " by " + n + ", boxes " + game.br + " by " + game.bc);
    board.setAttribute("aria-rowcount", n);
    board.setAttribute("aria-colcount", n);
    cellEls = [];
    for (let r = 0; r < n; r++) {
      const row = document.createElement("div");
      row.className = "row";
      row.setAttribute("role", "row");
      for (let c = 0; c < n; c++) {
        const i = r * n + c;
        const el = document.createElement("div");
        el.className = "cell";
        if ((c + 1) % game.bc === 0) el.classList.add("bx");
        if ((r + 1) % game.br === 0) el.classList.add("by");
        if (c === n - 1) el.classList.add("lastc");
        if (r === n - 1) el.classList.add("lastr");
        el.setAttribute("role", "gridcell");
        el.dataset.cell = "r" + (r + 1) + "c" + (c + 1);
        el.tabIndex = -1;
        el.addEventListener("click", () => select(i, true));
        row.appendChild(el);
        cellEls.push(el);
      }
      board.appendChild(row);
    }
  }
  function buildPad() {
    const pad = $("pad");
    pad.innerHTML = "";
    for (let v = 1; v <= game.n; v++) {
      const b = document.createElement("button");
      b.type = "button";
      b.textContent = sym(v);
      b.setAttribute("aria-label", "Enter " + sym(v));
      b.addEventListener("click", () => {
        input(v, pencil);
        focusSel();
      });
      pad.appendChild(b);
    }
    const e = document.createElement("button");
    e.type = "button";
    e.textContent = "⌫";
    e.setAttribute("aria-label", "Erase the cell");
    e.addEventListener("click", () => {
      erase();
      focusSel();
    });
    pad.appendChild(e);
  }

  // view is what the board shows: the player's grid, or a step of an
  // explanation.
  function playView() {
    const vals = values();
    return {
      vals,
      marks: game.marks,
      conflicts: conflicts(vals),
      wrong: wrongCells,
    };
  }
  function explainView() {
    const vals = explain.start.slice();
    const elim = new Array(vals.length).fill(0);
    for (let j = 0; j < explain.k; j++) applyStep(explain.steps[j], vals, elim);
    const marks = vals.map((v, i) => (v ? 0 : candidatesAt(vals, i) & ~elim[i]));
    return { vals, marks, conflicts: new Set(), wrong: new Set(), explaining: true };
  }
  function applyStep(st, vals, elim) {
    if (st.technique === "Wrong Entry") {
      for (const c of st.cells || []) {
        const i = cellIndex(c.cell);
        if (i >= 0) vals[i] = 0;
      }
      return;
    }
    for (const p of st.placements || []) {
      const i = cellIndex(p.cell);
      if (i >= 0) vals[i] = p.value;
    }
    for (const e of st.eliminations || []) {
      const i = cellIndex(e.cell);
      if (i >= 0) elim[i] |= 1 << (e.value - 1);
    }
  }

  function render() {
    if (!game) return;
    const view = explain ? explainView() : playView();
    const n = game.n, vals = view.vals;
    const sv = vals[sel];
    const selPeers = new Set(peersOf(sel));
    const ov = overlay || {};
    let filled = 0;
    for (let i = 0; i < n * n; i++) {
      const el = cellEls[i];
      const v = vals[i];
      if (v) filled++;
      const given = game.givens[i] !== 0;
      const cls = ["cell"];
      const r = Math.floor(i / n), c = i % n;
      if ((c + 1) % game.bc === 0) cls.push("bx");
      if ((r + 1) % game.br === 0) cls.push("by");
      if (c === n - 1) cls.push("lastc");
      if (r === n - 1) cls.push("lastr");
      if (given) cls.push("given");
      if (i === sel) cls.push("sel");
      else if (sv && v === sv) cls.push("same");
      else if (selPeers.has(i)) cls.push("peer");
      if (ov.region && ov.region.has(i)) cls.push("region");
      const role = ov.roles && ov.roles.get(i);
      if (role) cls.push("role-" + (/^(target|base|cover|fin|link|on|off)$/.test(role) ? role : "other"));
      if (view.conflicts.has(i)) cls.push("conflict");
      if (view.wrong.has(i) && !given) cls.push("wrong");
      const placed = ov.placements && ov.placements.get(i);
      if (placed && !v) cls.push("placed");
      el.className = cls.join(" ");
      el.tabIndex = i === sel ? 0 : -1;
      el.setAttribute("aria-selected", i === sel ? "true" : "false");
      el.setAttribute("aria-readonly", given ? "true" : "false");

      // contents
      el.textContent = "";
      let label = "r" + (r + 1) + "c" + (c + 1) + ", ";
      const shown = v || placed || 0;
      if (shown) {
        const s = document.createElement("span");
        s.className = "v";
        s.textContent = sym(shown);
        el.appendChild(s);
        label += v ? sym(v) + (given ? ", given" : "") : "empty, " + sym(placed) + " goes here";
      } else {
        let m = view.marks[i] || 0;
        const el2 = ov.elims && ov.elims.get(i);
        const hl = ov.digits && ov.roles && ov.roles.has(i) ? ov.digits : 0;
        if (el2 && !m) m = candidatesAt(vals, i);
        label += "empty";
        if (m || el2) {
          const box = document.createElement("div");
          box.className = "marks";
          box.style.setProperty("--mc", game.bc);
          box.style.setProperty("--mr", game.br);
          const list = [];
          for (let d = 1; d <= n; d++) {
            const bit = 1 << (d - 1);
            const isElim = el2 && el2 & bit;
            if (!(m & bit) && !isElim) continue;
            const s = document.createElement("span");
            s.textContent = sym(d);
            s.style.gridRow = String(Math.floor((d - 1) / game.bc) + 1);
            s.style.gridColumn = String(((d - 1) % game.bc) + 1);
            if (isElim) s.className = "elim";
            else if (hl & bit) s.className = "cand";
            box.appendChild(s);
            list.push(sym(d) + (isElim ? " (eliminated)" : ""));
          }
          el.appendChild(box);
          if (list.length) label += ", candidates " + list.join(" ");
        }
      }
      if (view.conflicts.has(i)) label += ", conflict";
      if (view.wrong.has(i) && !given) label += ", wrong";
      if (role) label += ", " + role + " of the step";
      el.setAttribute("aria-label", label);
    }
    $("undo").disabled = explain ? true : undoStack.length === 0;
    $("redo").disabled = explain ? true : redoStack.length === 0;
    $("pencil").setAttribute("aria-pressed", pencil ? "true" : "false");
    if (!view.explaining) checkDone(filled, view.conflicts);
  }
  function checkDone(filled, bad) {
    const d = $("done");
    const full = filled === game.n * game.n && bad.size === 0;
    const right = full && (!game.solution || !game.unique || game.solution.every((v, i) => v === value(i)));
    if (right && !game.solved) {
      game.solved = true;
      save();
    }
    if (!right && game.solved) {
      game.solved = false;
      save();
    }
    if (game.solved) {
      d.hidden = false;
      d.textContent = game.helped
        ? "Solved, with the solver's help, in " + fmtTime(game.elapsed) + "."
        : "Solved! Well done: " + fmtTime(game.elapsed) + ".";
      $("timer").textContent = fmtTime(game.elapsed);
    } else {
      d.hidden = true;
      d.textContent = "";
    }
  }

  // ---- selection and entry ----
  function select(i, focus) {
    sel = i;
    render();
    if (focus) focusSel();
  }
  function focusSel() {
    if (cellEls[sel]) cellEls[sel].focus({ preventScroll: false });
  }
  function snapshot() {
    return { entries: game.entries.slice(), marks: game.marks.slice(), helped: game.helped };
  }
  function change(fn) {
    if (!game || explain) {
      if (explain) say("Close the explanation to play on.");
      return;
    }
    const before = snapshot();
    const beforeKey = JSON.stringify(before);
    fn();
    if (JSON.stringify(snapshot()) === beforeKey) return;
    undoStack.push(before);
    if (undoStack.length > 1000) undoStack.shift();
    redoStack = [];
    afterChange();
  }
  function afterChange() {
    overlay = null;
    hintState = null;
    wrongCells = new Set([...wrongCells].filter((i) => game.entries[i] && game.solution && game.entries[i] !== game.solution[i]));
    render();
    save();
  }
  function input(v, asMark) {
    if (!game || v < 1 || v > game.n) return;
    if (game.givens[sel]) {
      say(cellName(sel) + " is a given.");
      return;
    }
    change(() => {
      if (asMark) {
        if (!game.entries[sel]) game.marks[sel] ^= 1 << (v - 1);
        return;
      }
      game.entries[sel] = game.entries[sel] === v ? 0 : v;
      if (game.entries[sel]) {
        const bit = 1 << (v - 1);
        for (const p of peersOf(sel)) game.marks[p] &= ~bit;
      }
    });
  }
  function erase() {
    if (!game || game.givens[sel]) return;
    change(() => {
      if (game.entries[sel]) game.entries[sel] = 0;
      else game.marks[sel] = 0;
    });
  }
  // travel moves one state from one history stack to the other: undo
  // takes from the undo stack, redo from the redo stack.
  function travel(from, to, message) {
    if (!from.length || explain) return;
    to.push(snapshot());
    const s = from.pop();
    game.entries = s.entries;
    game.marks = s.marks;
    game.helped = s.helped;
    afterChange();
    say(message);
  }
  function undo() { travel(undoStack, redoStack, "Undone."); }
  function redo() { travel(redoStack, undoStack, "Redone."); }
  function autoMarks() {
    change(() => {
      const vals = values();
      for (let i = 0; i < vals.length; i++) game.marks[i] = vals[i] ? 0 : candidatesAt(vals, i);
    });
    say("Pencil marks filled in with every candidate.");
  }
  function clearMarks() {
    change(() => game.marks.fill(0));
  }

  function onKey(e) {
    if (!game) return;
    const n = game.n;
    const k = e.key;
    if ((e.ctrlKey || e.metaKey) && !e.altKey) {
      const lk = k.toLowerCase();
      if (lk === "z" && !e.shiftKey) { undo(); e.preventDefault(); }
      else if (lk === "y" || (lk === "z" && e.shiftKey)) { redo(); e.preventDefault(); }
      return;
    }
    if (e.altKey) return;
    let r = Math.floor(sel / n), c = sel % n;
    switch (k) {
      case "ArrowUp": r = (r + n - 1) % n; break;
      case "ArrowDown": r = (r + 1) % n; break;
      case "ArrowLeft": c = (c + n - 1) % n; break;
      case "ArrowRight": c = (c + 1) % n; break;
      case "Home": c = 0; break;
      case "End": c = n - 1; break;
      case "Backspace": case "Delete": case "0": case ".": case " ":
        erase();
        e.preventDefault();
        return;
      case "Escape":
        if (explain) closeExplain();
        return;
      default: {
        let v = 0;
        if (e.code && /^Digit[1-9]$/.test(e.code)) v = Number(e.code.slice(5));
        else if (e.code && /^Numpad[1-9]$/.test(e.code)) v = Number(e.code.slice(6));
        else if (k.length === 1) v = valueOf(k);
        if (v >= 1 && v <= n) {
          input(v, pencil !== e.shiftKey);
          e.preventDefault();
        }
        return;
      }
    }
    e.preventDefault();
    select(r * n + c, true);
  }

  // ---- check, hint, explain, solve, share ----
  function needSolution() {
    if (game.solution) return true;
    say(game.unique === false ? "This puzzle has no single solution to compare with." : "The solution is not known yet; try again in a moment.", true);
    if (game.unique === null) fetchSolution();
    return false;
  }
  function check() {
    if (!needSolution()) return;
    wrongCells = new Set();
    let entered = 0;
    for (let i = 0; i < game.entries.length; i++) {
      if (!game.entries[i]) continue;
      entered++;
      if (game.entries[i] !== game.solution[i]) wrongCells.add(i);
    }
    overlay = null;
    render();
    if (!entered) say("Nothing entered yet.");
    else if (wrongCells.size === 0) say("Every entry so far is right.");
    else say(wrongCells.size + (wrongCells.size === 1 ? " entry is" : " entries are") + " wrong: " +
      [...wrongCells].map(cellName).join(", ") + ".", true);
  }
  function playerFields() {
    const body = shapeFields({ puzzle: lineOf(game.givens) });
    if (game.entries.some((v) => v)) body.entries = lineOf(game.entries);
    return body;
  }
  function gridKey() {
    return lineOf(game.entries);
  }
  async function hint() {
    if (explain) closeExplain();
    const key = gridKey();
    const level = hintState && hintState.key === key ? Math.min(4, hintState.level + 1) : 1;
    const body = playerFields();
    body.level = level;
    setBusy(true);
    try {
      const res = await api("hint", body);
      if (res.solutions !== undefined) {
        say(res.solutions === 0 ? "No hint: the grid has no solution." : "No hint: the grid has several solutions.", true);
        return;
      }
      if (res.solved) {
        say("No hint: the grid is complete.");
        return;
      }
      if (res.stuck || !res.text) {
        say("No hint: no technique applies" + (res.blanks ? " (" + res.blanks + " blank cells left)." : "."), true);
        return;
      }
      hintState = { key, level };
      overlay = stepOverlay(res, level);
      render();
      say("Hint, level " + level + ": " + res.text + (level < 4 ? " (Hint again for more)" : ""));
    } catch (e) {
      say("No hint: " + e.message, true);
    } finally {
      setBusy(false);
    }
  }
  function regionCells(region) {
    const n = game.n, out = new Set();
    let m;
    if ((m = /^row (\d+)$/.exec(region))) for (let c = 0; c < n; c++) out.add((m[1] - 1) * n + c);
    else if ((m = /^column (\d+)$/.exec(region))) for (let r = 0; r < n; r++) out.add(r * n + (m[1] - 1));
    else if ((m = /^box (\d+)$/.exec(region))) {
      for (let i = 0; i < n * n; i++) if (boxOf(i) === m[1] - 1) out.add(i);
    } else {
      const i = cellIndex(region);
      if (i >= 0) out.add(i);
    }
    return out;
  }
  function stepOverlay(st, level) {
    const ov = { region: regionCells(st.region || ""), roles: new Map(), placements: new Map(), elims: new Map(), digits: 0 };
    if (level >= 2 || level === undefined) {
      for (const c of st.cells || []) {
        const i = cellIndex(c.cell);
        if (i >= 0 && !ov.roles.has(i)) ov.roles.set(i, c.role || "other");
      }
    }
    if (level >= 3 || level === undefined) {
      if (st.technique !== "Wrong Entry") {
        for (const p of st.placements || []) {
          const i = cellIndex(p.cell);
          if (i >= 0) ov.placements.set(i, p.value);
        }
      }
      for (const e of st.eliminations || []) {
        const i = cellIndex(e.cell);
        if (i >= 0) ov.elims.set(i, (ov.elims.get(i) || 0) | (1 << (e.value - 1)));
      }
      for (const d of st.digits || []) ov.digits |= 1 << (d - 1);
    }
    return ov;
  }

  async function startExplain() {
    if (explain) {
      closeExplain();
      return;
    }
    setBusy(true);
    say("Working out the explanation…");
    try {
      const res = await api("explain", playerFields());
      if (res.solutions !== undefined) {
        say(res.solutions === 0 ? "No explanation: the grid has no solution." : "No explanation: the grid has several solutions.", true);
        return;
      }
      if (!res.steps || !res.steps.length) {
        say("Nothing to explain: the grid is complete.");
        return;
      }
      explain = { steps: res.steps, start: values(), k: 0, solved: res.solved };
      const list = $("steps");
      list.innerHTML = "";
      res.steps.forEach((st, j) => {
        const li = document.createElement("li");
        const b = document.createElement("button");
        b.type = "button";
        b.className = "steplink";
        b.textContent = st.text;
        b.addEventListener("click", () => showStep(j));
        li.appendChild(b);
        list.appendChild(li);
      });
      $("explainer").hidden = false;
      $("explain").setAttribute("aria-pressed", "true");
      say(res.steps.length + " steps" + (res.solved ? " solve it." : "; then no technique applies."));
      showStep(0);
    } catch (e) {
      say("No explanation: " + e.message, true);
    } finally {
      setBusy(false);
    }
  }
  function showStep(k) {
    if (!explain) return;
    explain.k = Math.max(0, Math.min(explain.steps.length - 1, k));
    const st = explain.steps[explain.k];
    overlay = stepOverlay(st, undefined);
    $("steptext").textContent = "Step " + (explain.k + 1) + " of " + explain.steps.length + ": " + st.text;
    [...$("steps").children].forEach((li, j) => li.classList.toggle("current", j === explain.k));
    const cur = $("steps").children[explain.k];
    if (cur && cur.scrollIntoView) cur.scrollIntoView({ block: "nearest" });
    $("prev").disabled = explain.k === 0;
    $("next").disabled = explain.k === explain.steps.length - 1;
    render();
  }
  function closeExplain() {
    if (!explain) return;
    explain = null;
    overlay = null;
    $("explainer").hidden = true;
    $("explain").setAttribute("aria-pressed", "false");
    render();
  }
  // applyExplained plays the explanation up to and including the step
  // shown into the player's grid.
  function applyExplained() {
    if (!explain) return;
    const vals = explain.start.slice();
    const elim = new Array(vals.length).fill(0);
    for (let j = 0; j <= explain.k; j++) applyStep(explain.steps[j], vals, elim);
    explain = null;
    $("explainer").hidden = true;
    $("explain").setAttribute("aria-pressed", "false");
    change(() => {
      for (let i = 0; i < vals.length; i++) {
        if (game.givens[i]) continue;
        game.entries[i] = vals[i];
        if (vals[i]) game.marks[i] = 0;
        else if (game.marks[i] || elim[i]) game.marks[i] = (game.marks[i] || candidatesAt(vals, i)) & ~elim[i];
      }
    });
    say("Played the explanation up to that step.");
  }
  async function solve() {
    if (!needSolution()) return;
    change(() => {
      for (let i = 0; i < game.entries.length; i++) {
        if (!game.givens[i]) game.entries[i] = game.solution[i];
      }
      game.marks.fill(0);
      game.helped = true;
    });
    say("Solved by the solver.");
  }
  function share() {
    let url = location.origin + "/?p=" + encodeURIComponent(lineOf(game.givens));
    if (!squareN(game.n)) url += "&box=" + game.box;
    const box = $("sharebox");
    box.hidden = false;
    $("sharelink").value = url;
    $("sharelink").select();
    if (navigator.clipboard && window.isSecureContext) {
      navigator.clipboard.writeText(url).then(() => say("Link copied."), () => say("Copy the link below."));
    } else {
      say("Copy the link below.");
    }
  }

  // ---- wiring ----
  function wire() {
    board.addEventListener("keydown", onKey);
    document.addEventListener("keydown", (e) => {
      // undo and redo work from anywhere but a text field
      if (board.contains(e.target) || !(e.ctrlKey || e.metaKey) || /^(INPUT|TEXTAREA|SELECT)$/.test(e.target.tagName)) return;
      const k = e.key.toLowerCase();
      if (k === "z" || k === "y") onKey(e);
    });
    $("pencil").addEventListener("click", () => {
      pencil = !pencil;
      render();
      say(pencil ? "Pencil on: digits toggle marks." : "Pencil off: digits fill cells.");
    });
    $("auto").addEventListener("click", autoMarks);
    $("clearmarks").addEventListener("click", clearMarks);
    $("undo").addEventListener("click", undo);
    $("redo").addEventListener("click", redo);
    $("check").addEventListener("click", check);
    $("hint").addEventListener("click", hint);
    $("explain").addEventListener("click", startExplain);
    $("solve").addEventListener("click", solve);
    $("share").addEventListener("click", share);
    $("print").addEventListener("click", () => window.print());
    $("prev").addEventListener("click", () => showStep(explain.k - 1));
    $("next").addEventListener("click", () => showStep(explain.k + 1));
    $("apply").addEventListener("click", applyExplained);
    $("closeexplain").addEventListener("click", closeExplain);
    $("gensize").addEventListener("change", () => {
      // rating a large grid takes long: default to any difficulty there
      if (Number($("gensize").value) >= 16) $("gendiff").value = "";
    });
    $("genform").addEventListener("submit", (e) => {
      e.preventDefault();
      generate(Number($("gensize").value), $("gendiff").value);
    });
    $("pasteform").addEventListener("submit", (e) => {
      e.preventDefault();
      const text = $("pastetext").value;
      if (!text.trim()) {
        say("Paste or type a puzzle first.", true);
        return;
      }
      loadText(text, $("pastebox").value.trim()).then((ok) => {
        if (ok) history.replaceState(null, "", "/");
      });
    });
    window.addEventListener("pagehide", save);
  }

  async function init() {
    wire();
    const q = new URLSearchParams(location.search);
    const saved = restore();
    if (q.get("p")) {
      const ok = await loadText(q.get("p"), q.get("box") || "", saved);
      if (!ok && saved) start(saved, true); // keep the error said, play on
      return;
    }
    if (saved) {
      start(saved, true);
      say(saved.solved ? "Welcome back: this puzzle is solved; make a new one below." : "Welcome back: your progress is kept.");
      return;
    }
    await generate(9, "easy");
  }

  init();
})();
