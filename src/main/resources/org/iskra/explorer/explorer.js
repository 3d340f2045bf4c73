/*
 * Iskra explorer: search, neighbourhood graph, time slider, path finder, timeline and entity panel.
 * Everything comes from POST /graphql; Cytoscape.js draws the graph. No build step.
 */
(function () {
  'use strict';

  const ALL_YEARS = 1918;            // the slider's rightmost position: no date filter
  const NEIGHBOURS = 30;             // entities per neighbourhood request, the centre included
  const FACTIONS = { bolsheviks: 'bolshevik', mensheviks: 'menshevik' };

  // ---------------------------------------------------------------------------------------------
  // GraphQL
  // ---------------------------------------------------------------------------------------------

  const NODE_FIELDS = `__typename id name
    ... on Person { born died factionHistory { organization { id } since startBy until endBy } }
    ... on Organization { kind founded dissolved }`;
  const EDGE_FIELDS = 'id type from { id } to { id } start startBy end endBy date role certainty';

  const Q = {
    search: `query Search($text: String!) {
  search(text: $text, first: 10) { score type node { id name } }
}`,
    neighbourhood: `query Neighbourhood($id: ID!, $first: Int) {
  neighbourhood(id: $id, first: $first) {
    truncated
    nodes { ${NODE_FIELDS} }
    edges { ${EDGE_FIELDS} }
  }
}`,
    connections: `query Connections($from: ID!, $to: ID!, $asOf: PartialDate, $contemporary: Boolean) {
  connections(from: $from, to: $to, first: 5, asOf: $asOf, contemporary: $contemporary) {
    length
    contemporary
    nodes { ${NODE_FIELDS} }
    steps {
      statement { ${EDGE_FIELDS} }
      from { id name } to { id name } direction type start end date
      sources { id title url }
    }
  }
}`,
    node: `query Node($id: ID!) { node(id: $id) { ${NODE_FIELDS} } }`,
    dataVersion: '{ dataVersion }',
    changes: `subscription Live($after: String) {
  changes(after: $after) { sequence cursor kind subjectId from to ids }
}`,
    timeline: `query Timeline($involving: [ID!], $from: PartialDate, $to: PartialDate) {
  timeline(involving: $involving, from: $from, to: $to, first: 300) {
    date precision kind label
    subject { id name } object { id name }
    sources { id title url }
  }
}`
  };

  /** The entity query, with the id written in, so that it can open as it is in GraphiQL. */
  function entityQuery(id) {
    const statements = `statements {
      id type certainty start startBy end endBy endStatus date role grouping { id name } choice note quote
      from { __typename id name } to { __typename id name }
      context { id name }
      sources { id title url citation kind }
    }`;
    return `{
  node(id: ${JSON.stringify(id)}) {
    __typename id name aliases
    sources { id title url citation kind }
    ... on Person { description born died note factionHistory { organization { id name } since startBy until endBy } ${statements} }
    ... on Organization { description orgKind: kind founded dissolved note ${statements} }
    ... on Publication { description pubKind: kind language published firstIssue lastIssue note ${statements} }
    ... on Congress { description congressKind: kind start end delegateCount votingDelegateCount consultativeDelegateCount voteCount
      roster { knownCount recordedCount complete } note ${statements} }
    ... on Motion { description motionKind: kind text date note result { outcome votesFor votesAgainst abstentions } ${statements} }
    ... on Split { description date note ${statements} }
    ... on Event { description eventKind: kind date end note ${statements} }
    ... on Place { description placeKind: kind note ${statements} }
  }
}`;
  }

  async function gql(query, variables) {
    const response = await fetch('/graphql', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ query, variables: variables || {} })
    });
    let body;
    try {
      body = await response.json();
    } catch (e) {
      throw new Error('The server answered ' + response.status + ' without JSON.');
    }
    if (body.errors && body.errors.length) {
      throw new Error(body.errors.map(e => e.message).join('; '));
    }
    if (!response.ok) throw new Error('The server answered ' + response.status + '.');
    return body.data;
  }

  // ---------------------------------------------------------------------------------------------
  // Small helpers
  // ---------------------------------------------------------------------------------------------

  const $ = id => document.getElementById(id);

  /** Builds an element: el('li', {class: 'x', onclick: f}, 'text', child…). */
  function el(tag, attrs, ...children) {
    const node = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) {
      if (v === null || v === undefined || v === false) continue;
      if (k.startsWith('on')) node.addEventListener(k.slice(2), v);
      else if (k === 'class') node.className = v;
      else node.setAttribute(k, v === true ? '' : v);
    }
    for (const c of children.flat(Infinity)) {
      if (c === null || c === undefined || c === false) continue;
      node.append(c instanceof Node ? c : document.createTextNode(String(c)));
    }
    return node;
  }

  const human = type => type.toLowerCase().replace(/_/g, ' ');
  const yearOf = d => (d ? parseInt(d.slice(0, 4), 10) : null);

  function period(s) {
    if (s.date) return s.date;
    // a term whose joining no source dates shows the date a source has it held: "(by 1905)–"
    const start = s.start || (s.startBy ? '(by ' + s.startBy + ')' : '?');
    if (!s.end && s.endBy) return start + '–(by ' + s.endBy + ')';
    if (s.start || s.startBy || s.end) return start + '–' + (s.end || '');
    return '';
  }

  /**
   * Whether a statement held in a year, as `asOf` does on the server: its period (or its date)
   * overlaps the year; an unknown end is open unless `endBy` bounds it; a statement with no dates at
   * all is timeless. Callers pass a person's death as the end of their statements that have none.
   */
  function heldIn(s, year) {
    if (year === null) return true;
    if (s.date && !s.start && !s.end) return yearOf(s.date) === year;
    const start = yearOf(s.start || s.date);
    const end = yearOf(s.end || s.endBy);
    return (start === null || start <= year) && (end === null || end >= year);
  }

  function sourceList(sources) {
    if (!sources || !sources.length) return null;
    return el('ul', { class: 'sources', 'aria-label': 'Sources' }, sources.map(src =>
      el('li', {}, src.url ? el('a', { href: src.url, target: '_blank', rel: 'noopener noreferrer' }, src.title) : src.title,
        src.citation ? ' — ' + src.citation : null)));
  }

  // ---------------------------------------------------------------------------------------------
  // State
  // ---------------------------------------------------------------------------------------------

  const state = {
    year: null,            // null: all years
    selected: null,        // id of the entity in the entity panel
    expanded: new Set(),   // ids whose neighbourhood has been merged in
    restoring: false,      // true while the view of the URL opens (the URL is left as it is)
    pathEnds: null,        // [from, to] of the path shown
    live: false,           // true while following the changes over WebSocket
    lastChange: null,      // the sequence number of the latest change received
    redrawn: 0,            // entities redrawn after live changes
    people: new Map(),     // person id -> factionHistory
    died: new Map(),       // person id -> date of death: their statements end then at the latest
    pathFrom: null,
    pathTo: null,
    paths: []
  };

  function setStatus(text) {
    $('graph-status').textContent = text;
  }

  // ---------------------------------------------------------------------------------------------
  // The graph
  // ---------------------------------------------------------------------------------------------

  const cy = cytoscape({
    container: $('graph'),
    wheelSensitivity: 0.3,
    minZoom: 0.2,
    maxZoom: 3,
    style: [
      { selector: 'node', style: {
        'label': 'data(label)', 'font-size': 10, 'text-valign': 'bottom', 'text-margin-y': 3,
        'text-wrap': 'ellipsis', 'text-max-width': 120, 'color': '#1d1d1f',
        'text-outline-color': '#fbfaf7', 'text-outline-width': 2,
        'background-color': '#8d8d99', 'width': 18, 'height': 18, 'border-width': 1, 'border-color': '#ffffff' } },
      { selector: 'node[type = "Person"]', style: { 'background-color': '#8d8d99' } },
      { selector: 'node[faction = "bolshevik"]', style: { 'background-color': '#c62828' } },
      { selector: 'node[faction = "menshevik"]', style: { 'background-color': '#1565c0' } },
      { selector: 'node[type = "Organization"]', style: { 'shape': 'round-rectangle', 'background-color': '#6a3fa0', 'width': 22, 'height': 22 } },
      { selector: 'node[id = "bolsheviks"]', style: { 'background-color': '#c62828', 'width': 28, 'height': 28 } },
      { selector: 'node[id = "mensheviks"]', style: { 'background-color': '#1565c0', 'width': 28, 'height': 28 } },
      { selector: 'node[type = "Publication"]', style: { 'shape': 'rectangle', 'background-color': '#2e7d32' } },
      { selector: 'node[type = "Congress"]', style: { 'shape': 'diamond', 'background-color': '#ef8f00', 'width': 22, 'height': 22 } },
      { selector: 'node[type = "Event"], node[type = "Split"], node[type = "Motion"]', style: { 'shape': 'triangle', 'background-color': '#00838f' } },
      { selector: 'node[type = "Place"]', style: { 'shape': 'hexagon', 'background-color': '#795548' } },
      { selector: 'node.expanded', style: { 'border-width': 3, 'border-color': '#1d1d1f' } },
      { selector: 'node:selected', style: { 'border-width': 4, 'border-color': '#1a5fd0', 'font-weight': 'bold', 'font-size': 12 } },
      { selector: 'node.faded', style: { 'opacity': 0.25 } },
      { selector: 'edge', style: {
        'width': 1.2, 'line-color': '#b9b9c3', 'target-arrow-color': '#b9b9c3', 'target-arrow-shape': 'triangle',
        'arrow-scale': 0.7, 'curve-style': 'bezier', 'label': 'data(label)', 'font-size': 7, 'color': '#5b5b66',
        'text-rotation': 'autorotate', 'text-background-color': '#fbfaf7', 'text-background-opacity': 0.8,
        'text-background-padding': 1, 'min-zoomed-font-size': 7 } },
      { selector: 'edge[type = "MEMBER_OF"]', style: { 'line-color': '#9b8ab3', 'target-arrow-color': '#9b8ab3' } },
      { selector: 'edge[certainty = "DISPUTED"], edge[certainty = "UNCERTAIN"]', style: { 'line-style': 'dashed' } },
      { selector: 'edge.year-hidden', style: { 'display': 'none' } },
      { selector: '.path', style: { 'z-index': 10 } },
      { selector: 'edge.path', style: { 'width': 4, 'line-color': '#b3261e', 'target-arrow-color': '#b3261e', 'color': '#b3261e', 'font-size': 9 } },
      { selector: 'node.path', style: { 'border-width': 4, 'border-color': '#b3261e', 'opacity': 1 } },
      { selector: 'node.changed', style: { 'border-width': 4, 'border-color': '#f9a825', 'opacity': 1 } }
    ]
  });
  window.cy = cy;

  function factionAt(history, year, died) {
    if (!history) return null;
    const fs = history.filter(m => FACTIONS[m.organization.id]);
    // a term whose joining no source dates counts from its startBy, as members(activeOn:) counts it
    const held = year === null ? fs : fs.filter(m => heldIn({ start: m.since || m.startBy, end: m.until || m.endBy || died }, year));
    if (!held.length) return null;
    return FACTIONS[held[held.length - 1].organization.id];   // the latest known
  }

  function nodeData(n) {
    if (n.__typename === 'Person' && n.factionHistory) state.people.set(n.id, n.factionHistory);
    if (n.__typename === 'Person' && n.died) state.died.set(n.id, n.died);
    return {
      id: n.id, label: n.name, name: n.name, type: n.__typename,
      faction: n.__typename === 'Person' ? factionAt(n.factionHistory, state.year, n.died) : null
    };
  }

  function edgeData(s) {
    const when = period(s);
    return {
      id: s.id, source: s.from.id, target: s.to.id, type: s.type, certainty: s.certainty,
      start: s.start, end: s.end || s.endBy, date: s.date, role: s.role,
      label: human(s.type) + (when ? ' · ' + when : '')
    };
  }

  /** Adds entities and statements not yet drawn; returns the elements added. */
  function merge(nodes, edges) {
    const add = [];
    for (const n of nodes) {
      const drawn = cy.getElementById(n.id);
      if (drawn.empty()) add.push({ group: 'nodes', data: nodeData(n) });
      else drawn.data(nodeData(n));   // as it is now (a live change may have renamed it)
    }
    const added = cy.add(add);
    const edgeAdds = [];
    for (const s of edges) {
      const drawn = cy.getElementById(s.id);
      if (drawn.empty()) edgeAdds.push({ group: 'edges', data: edgeData(s) });
      else drawn.data(edgeData(s));
    }
    const addedEdges = cy.add(edgeAdds);
    applyYear();
    $('graph-empty').hidden = cy.nodes().length > 0;
    return added.union(addedEdges);
  }

  /**
   * Force-directed layout (cose). Entities new on the graph start beside an entity they are linked
   * to, so that an expansion grows from the node clicked instead of shuffling the whole picture.
   */
  function layout() {
    const fresh = cy.nodes('.fresh');
    const all = fresh.length === cy.nodes().length;
    if (!all) {
      const box = cy.nodes().not(fresh).boundingBox();
      fresh.forEach(n => {
        const anchor = n.neighborhood('node').not(fresh).first();
        const p = anchor.nonempty() ? anchor.position()
          : { x: box.x1 + Math.random() * box.w, y: box.y1 + Math.random() * box.h };
        n.position({ x: p.x + (Math.random() - 0.5) * 120, y: p.y + (Math.random() - 0.5) * 120 });
      });
    }
    cy.nodes().removeClass('fresh');
    cy.layout({
      name: 'cose', animate: false, randomize: all, fit: true, padding: 40,
      boundingBox: { x1: 0, y1: 0, w: Math.max(cy.width(), 400), h: Math.max(cy.height(), 300) },
      nodeRepulsion: () => 40000, idealEdgeLength: () => 110, edgeElasticity: () => 100,
      gravity: 0.25, numIter: 1500, nodeDimensionsIncludeLabels: true
    }).run();
  }

  async function expand(id, quiet) {
    if (state.expanded.has(id)) return 0;
    setStatus('Loading the neighbourhood of ' + (nodeName(id) || id) + '…');
    const data = await gql(Q.neighbourhood, { id, first: NEIGHBOURS });
    const sub = data.neighbourhood;
    const before = cy.nodes().length;
    const added = merge(sub.nodes, sub.edges);
    added.nodes().addClass('fresh');
    state.expanded.add(id);
    cy.getElementById(id).addClass('expanded');
    const button = $('entity-expand');
    if (button && state.selected === id) {
      button.disabled = true;
      button.textContent = 'Expanded in the graph';
    }
    layout();
    saveView();
    const grew = cy.nodes().length - before;
    if (!quiet) {
      setStatus(`${nodeName(id)}: ${sub.nodes.length - 1} neighbours${sub.truncated ? ' (the best connected ' + (NEIGHBOURS - 1) + ')' : ''}, `
        + `${grew} new on the graph; ${cy.nodes().length} entities, ${cy.edges().length} statements shown.`);
    }
    return grew;
  }

  function nodeName(id) {
    const n = cy.getElementById(id);
    return n.nonempty() ? n.data('name') : null;
  }

  /** Starts a fresh graph around one entity. */
  async function focus(id) {
    cy.elements().remove();
    state.expanded.clear();
    clearPath();
    try {
      await expand(id);
      select(id);
    } catch (e) {
      setStatus('Could not load the neighbourhood: ' + e.message);
    }
  }

  function select(id) {
    cy.nodes(':selected').unselect();
    const n = cy.getElementById(id);
    if (n.nonempty()) n.select();
    showEntity(id);
  }

  cy.on('tap', 'node', async evt => {
    const id = evt.target.id();
    showEntity(id);
    if ($('expand-on-click').checked && !state.expanded.has(id)) {
      try {
        await expand(id);
        cy.getElementById(id).select();
      } catch (e) {
        setStatus('Could not expand: ' + e.message);
      }
    }
  });

  $('fit-button').addEventListener('click', () => cy.fit(undefined, 40));
  $('layout-button').addEventListener('click', () => { cy.nodes().addClass('fresh'); layout(); });
  $('clear-button').addEventListener('click', () => {
    cy.elements().remove();
    state.expanded.clear();
    clearPath();
    $('graph-empty').hidden = false;
    state.selected = null;
    state.pathEnds = null;
    saveView();
    setStatus('Graph cleared.');
  });

  // ---------------------------------------------------------------------------------------------
  // The time slider
  // ---------------------------------------------------------------------------------------------

  function applyYear() {
    const year = state.year;
    cy.batch(() => {
      cy.edges().forEach(e => {
        const end = e.data('end') || state.died.get(e.data('source'));
        const held = heldIn({ start: e.data('start'), end: end, date: e.data('date') }, year);
        e.toggleClass('year-hidden', !held);
      });
      cy.nodes().forEach(n => {
        if (n.data('type') === 'Person') n.data('faction', factionAt(state.people.get(n.id()), year, state.died.get(n.id())));
        const visibleEdges = n.connectedEdges().filter(e => !e.hasClass('year-hidden'));
        n.toggleClass('faded', year !== null && visibleEdges.empty() && !n.selected());
      });
    });
  }

  function setYear(value) {
    const v = Number(value);
    state.year = v >= ALL_YEARS ? null : v;
    const text = state.year === null ? 'all years' : String(state.year);
    $('year-value').textContent = text;
    $('year-slider').setAttribute('aria-valuetext', text);
    applyYear();
    const hidden = cy.edges('.year-hidden').length;
    setStatus(state.year === null
      ? `All years: ${cy.edges().length} statements shown.`
      : `${state.year}: ${cy.edges().length - hidden} statements held that year, ${hidden} hidden.`);
    if (state.selected) markStatementsAtYear();
    saveView();
  }

  $('year-slider').addEventListener('input', e => setYear(e.target.value));

  // ---------------------------------------------------------------------------------------------
  // Combobox: a text input with a list of search hits, mouse and keyboard
  // ---------------------------------------------------------------------------------------------

  function combobox(inputId, listId, onPick) {
    const input = $(inputId);
    const list = $(listId);
    let hits = [];
    let active = -1;
    let timer = null;
    let seq = 0;

    function open(show) {
      list.hidden = !show;
      input.setAttribute('aria-expanded', show ? 'true' : 'false');
      if (!show) {
        active = -1;
        input.removeAttribute('aria-activedescendant');
      }
    }

    function render() {
      list.replaceChildren();
      if (!hits.length) {
        list.append(el('li', { class: 'none', role: 'option', 'aria-disabled': 'true', 'aria-selected': 'false' }, 'No match'));
      }
      hits.forEach((h, i) => {
        list.append(el('li', {
          id: listId + '-' + i, role: 'option', 'aria-selected': i === active ? 'true' : 'false', 'data-id': h.node.id,
          onmousedown: e => e.preventDefault(),
          onclick: () => pick(i)
        }, el('span', { class: 'name' }, h.node.name), el('span', { class: 'type' }, h.type)));
      });
      open(true);
    }

    function move(to) {
      if (!hits.length) return;
      active = (to + hits.length) % hits.length;
      [...list.querySelectorAll('[role=option]')].forEach((li, i) => li.setAttribute('aria-selected', i === active ? 'true' : 'false'));
      const li = $(listId + '-' + active);
      input.setAttribute('aria-activedescendant', li.id);
      li.scrollIntoView({ block: 'nearest' });
    }

    function pick(i) {
      const h = hits[i];
      if (!h) return;
      input.value = h.node.name;
      input.dataset.id = h.node.id;
      open(false);
      onPick(h.node);
    }

    async function run() {
      const text = input.value.trim();
      const mine = ++seq;
      if (!text) {
        hits = [];
        open(false);
        return;
      }
      try {
        const data = await gql(Q.search, { text });
        if (mine !== seq) return;
        hits = data.search;
        active = -1;
        render();
        setStatus(hits.length ? `${hits.length} matches for “${text}”; arrow keys to choose, Enter to open.` : `No match for “${text}”.`);
      } catch (e) {
        if (mine !== seq) return;
        hits = [];
        list.replaceChildren(el('li', { class: 'none error', role: 'option', 'aria-disabled': 'true', 'aria-selected': 'false' }, e.message));
        open(true);
      }
    }

    input.addEventListener('input', () => {
      delete input.dataset.id;
      clearTimeout(timer);
      timer = setTimeout(run, 200);
    });
    input.addEventListener('keydown', e => {
      if (e.key === 'ArrowDown') {
        e.preventDefault();
        if (list.hidden && hits.length) render();
        move(active + 1);
      } else if (e.key === 'ArrowUp') {
        e.preventDefault();
        move(active - 1);
      } else if (e.key === 'Enter') {
        if (!list.hidden && hits.length) {
          e.preventDefault();
          pick(active >= 0 ? active : 0);
        }
      } else if (e.key === 'Escape') {
        open(false);
      }
    });
    input.addEventListener('blur', () => setTimeout(() => open(false), 100));
    return {
      set(node) {
        input.value = node.name;
        input.dataset.id = node.id;
      }
    };
  }

  combobox('search-input', 'search-hits', node => focus(node.id));
  const pathFrom = combobox('path-from-input', 'path-from-hits', node => { state.pathFrom = node; });
  const pathTo = combobox('path-to-input', 'path-to-hits', node => { state.pathTo = node; });

  // ---------------------------------------------------------------------------------------------
  // Tabs
  // ---------------------------------------------------------------------------------------------

  const tabs = ['tab-entity', 'tab-path', 'tab-timeline'].map($);

  function showTab(tab, focusIt) {
    for (const t of tabs) {
      const on = t === tab;
      t.setAttribute('aria-selected', on ? 'true' : 'false');
      t.tabIndex = on ? 0 : -1;
      $(t.getAttribute('aria-controls')).hidden = !on;
    }
    if (focusIt) tab.focus();
  }

  tabs.forEach((t, i) => {
    t.addEventListener('click', () => showTab(t));
    t.addEventListener('keydown', e => {
      if (e.key === 'ArrowRight') showTab(tabs[(i + 1) % tabs.length], true);
      else if (e.key === 'ArrowLeft') showTab(tabs[(i + tabs.length - 1) % tabs.length], true);
      else if (e.key === 'Home') showTab(tabs[0], true);
      else if (e.key === 'End') showTab(tabs[tabs.length - 1], true);
    });
  });

  // ---------------------------------------------------------------------------------------------
  // Entity panel: every statement with its sources and certainty
  // ---------------------------------------------------------------------------------------------

  function entityButton(n, label) {
    return el('button', {
      type: 'button', class: 'link-button', 'data-id': n.id,
      onclick: async () => {
        if (cy.getElementById(n.id).empty()) await focus(n.id);
        else select(n.id);
      }
    }, label || n.name);
  }

  async function showEntity(id) {
    state.selected = id;
    saveView();
    const body = $('entity-body');
    body.replaceChildren(el('p', { class: 'hint' }, 'Loading…'));
    showTab($('tab-entity'));
    const query = entityQuery(id);
    let n;
    try {
      n = (await gql(query)).node;
    } catch (e) {
      body.replaceChildren(el('p', { class: 'error' }, 'Could not load ' + id + ': ' + e.message));
      return;
    }
    if (state.selected !== id) return;
    if (!n) {
      body.replaceChildren(el('p', { class: 'error' }, 'No entity ' + id + '.'));
      return;
    }
    const facts = [];
    const add = (label, value) => { if (value !== null && value !== undefined && value !== '') facts.push(el('dt', {}, label), el('dd', {}, value)); };
    add('Born', n.born); add('Died', n.died);
    const kind = n.orgKind || n.pubKind || n.congressKind || n.eventKind || n.placeKind || n.motionKind;
    add('Kind', kind ? human(kind) : null);
    add('Founded', n.founded); add('Dissolved', n.dissolved); add('Published', n.published);
    add('First issue', n.firstIssue); add('Last issue', n.lastIssue); add('Language', n.language);
    add('Start', n.start); add('End', n.end); add('Date', n.date); add('Delegates', n.delegateCount);
    add('Voice', [n.votingDelegateCount != null ? n.votingDelegateCount + ' decisive' : '',
      n.consultativeDelegateCount != null ? n.consultativeDelegateCount + ' consultative' : '',
      n.voteCount != null ? n.voteCount + ' votes' : ''].filter(Boolean).join(', '));
    if (n.roster) add('Roster', n.roster.recordedCount + (n.roster.knownCount != null ? ' of ' + n.roster.knownCount : '') + ' recorded'
      + (n.roster.complete === true ? ' (complete)' : n.roster.complete === false ? ' (incomplete)' : ''));
    add('Text', n.text);
    if (n.result) {
      const r = n.result;
      const tally = r.votesFor == null && r.votesAgainst == null ? ''
        : ' ' + (r.votesFor ?? '?') + '–' + (r.votesAgainst ?? '?') + (r.abstentions != null ? '–' + r.abstentions : '');
      add('Result', human(r.outcome || '') + tally);
    }
    if (n.aliases && n.aliases.length) add('Also', n.aliases.join(' · '));
    let faction = null;
    if (n.factionHistory && n.factionHistory.length) {
      faction = el('p', {}, 'Factions and groups: ', n.factionHistory.map((m, i) => [i ? '; ' : '',
        el('span', { class: m.organization.id === 'bolsheviks' ? 'faction-b' : m.organization.id === 'mensheviks' ? 'faction-m' : '' }, m.organization.name),
        ' (' + (m.since || (m.startBy ? 'by ' + m.startBy : '?')) + '–' + (m.until || '') + ')']));
    }
    const statements = (n.statements || []).map(s => {
      const self = s.from.id === n.id;
      const other = self ? s.to : s.from;
      const died = self ? n.died : state.died.get(s.from.id);
      return el('li', { 'data-statement': s.id, 'data-start': s.start || '', 'data-end': s.end || s.endBy || died || '', 'data-date': s.date || '' },
        el('div', { class: 'what' },
          self ? n.name : entityButton(s.from), ' ', el('em', {}, human(s.type)), ' ', self ? entityButton(s.to) : n.name,
          ' ', el('span', { class: 'certainty ' + s.certainty, title: 'certainty' }, s.certainty.toLowerCase())),
        el('div', { class: 'when' }, [period(s), s.role ? 'role: ' + s.role : '', s.grouping ? 'grouping: ' + s.grouping.name : '',
          s.choice ? 'choice: ' + s.choice : '', s.context ? 'context: ' + s.context.name : ''].filter(Boolean).join(' · ')),
        s.note ? el('p', { class: 'note' }, s.note) : null,
        s.quote ? el('p', { class: 'note' }, el('q', {}, s.quote)) : null,
        sourceList(s.sources));
    });
    const graphiql = '/graphiql?query=' + encodeURIComponent(query);
    body.replaceChildren(el('article', { class: 'entity' },
      el('div', { class: 'kind' }, n.__typename),
      el('h2', { id: 'entity-name' }, n.name),
      n.description ? el('p', {}, n.description) : null,
      facts.length ? el('dl', {}, facts) : null,
      faction,
      n.note ? el('p', { class: 'note' }, n.note) : null,
      el('div', { class: 'actions' },
        el('button', { type: 'button', id: 'entity-expand', disabled: state.expanded.has(n.id), onclick: () => expandFromPanel(n.id) }, state.expanded.has(n.id) ? 'Expanded in the graph' : 'Expand in the graph'),
        el('button', { type: 'button', onclick: () => { showTab($('tab-timeline')); runTimeline(); } }, 'Timeline'),
        el('button', { type: 'button', onclick: () => { state.pathFrom = n; pathFrom.set(n); showTab($('tab-path')); $('path-to-input').focus(); } }, 'Path from here'),
        el('a', { id: 'open-graphiql', href: graphiql, target: '_blank', rel: 'noopener' }, 'Open this query in GraphiQL')),
      el('h3', {}, 'Sources of the record'),
      sourceList(n.sources) || el('p', { class: 'hint' }, 'None.'),
      el('h3', {}, `Statements (${statements.length})`),
      statements.length ? el('ul', { class: 'statements' }, statements) : el('p', { class: 'hint' }, 'None.')));
    markStatementsAtYear();
    $('timeline-about').textContent = 'Dated facts of ' + n.name + ', or of every entity between two dates.';
  }

  async function expandFromPanel(id) {
    try {
      if (cy.getElementById(id).empty()) await focus(id);
      else await expand(id);
      select(id);
    } catch (e) {
      setStatus('Could not expand: ' + e.message);
    }
  }

  function markStatementsAtYear() {
    document.querySelectorAll('#entity-body [data-statement]').forEach(li => {
      const held = heldIn({ start: li.dataset.start || null, end: li.dataset.end || null, date: li.dataset.date || null }, state.year);
      li.classList.toggle('hidden-at-year', !held);
      if (held) li.removeAttribute('title');
      else li.title = 'Did not hold in ' + state.year;
    });
  }

  // ---------------------------------------------------------------------------------------------
  // Path finder
  // ---------------------------------------------------------------------------------------------

  function clearPath() {
    cy.elements().removeClass('path');
  }

  function highlight(path) {
    clearPath();
    let els = cy.collection();
    for (const id of path.nodes.map(n => n.id).concat(path.steps.map(s => s.statement.id))) els = els.union(cy.getElementById(id));
    els.addClass('path');
    cy.fit(els, 80);
    if (cy.zoom() > 1.1) {
      cy.zoom(1.1);
      cy.center(els);
    }
  }

  async function findPath(e) {
    e.preventDefault();
    const out = $('path-results');
    const from = $('path-from-input').dataset.id || (state.pathFrom && state.pathFrom.id);
    const to = $('path-to-input').dataset.id || (state.pathTo && state.pathTo.id);
    if (!from || !to) {
      out.replaceChildren(el('p', { class: 'error' }, 'Choose both ends from the lists of matches.'));
      return;
    }
    out.replaceChildren(el('p', { class: 'hint' }, 'Searching…'));
    const asOf = $('path-as-of').checked && state.year !== null ? String(state.year) : null;
    const contemporary = $('path-contemporary').checked;
    let paths;
    try {
      paths = (await gql(Q.connections, { from, to, asOf, contemporary })).connections;
    } catch (err) {
      out.replaceChildren(el('p', { class: 'error' }, err.message));
      return;
    }
    state.paths = paths;
    state.pathEnds = [from, to];
    saveView();
    if (!paths.length) {
      out.replaceChildren(el('p', {}, 'No connection within 4 statements' + (asOf ? ' in ' + asOf : '')
        + (contemporary ? ' walked at one time' : '') + '.'));
      return;
    }
    let added = cy.collection();
    for (const p of paths) added = added.union(merge(p.nodes, p.steps.map(s => s.statement)));
    if (added.nodes().nonempty()) {
      added.nodes().addClass('fresh');
      layout();
    }
    const list = el('div', { class: 'path-list' },
      el('p', { id: 'path-summary' }, `${paths.length} shortest connection${paths.length > 1 ? 's' : ''}`
        + (contemporary ? ' walked at one time' : '')
        + `, ${paths[0].length} statement${paths[0].length > 1 ? 's' : ''} long.`));
    paths.forEach((p, i) => {
      const choose = el('button', { type: 'button', class: 'path-choice', 'aria-pressed': i === 0 ? 'true' : 'false', onclick: () => {
        list.querySelectorAll('.path-choice').forEach(b => b.setAttribute('aria-pressed', 'false'));
        choose.setAttribute('aria-pressed', 'true');
        highlight(p);
      } }, `Highlight path ${i + 1}: ` + p.nodes.map(n => n.name).join(' → '));
      // a path whose steps never held at one time links people who need not have met (Path.contemporary)
      const when = p.contemporary ? null
        : el('span', { class: 'when not-contemporary' }, ' (its steps never held at one time)');
      list.append(el('h3', {}, `Path ${i + 1}`, when), choose,
        el('ol', { class: 'path-steps' }, p.steps.map(s => el('li', { 'data-statement': s.statement.id },
          entityButton(s.from), ' ',
          el('em', {}, s.direction === 'FORWARD' ? human(s.type) + ' →' : '← ' + human(s.type)), ' ',
          entityButton(s.to),
          period(s) ? el('span', { class: 'when' }, ' (' + period(s) + ')') : null,
          sourceList(s.sources)))));
    });
    out.replaceChildren(list);
    highlight(paths[0]);
    setStatus(`Path found: ${paths[0].nodes.map(n => n.name).join(' → ')}.`);
  }

  $('path-form').addEventListener('submit', findPath);

  // ---------------------------------------------------------------------------------------------
  // Timeline
  // ---------------------------------------------------------------------------------------------

  async function runTimeline(e) {
    if (e) e.preventDefault();
    const out = $('timeline-results');
    const involving = $('timeline-involving').checked && state.selected ? [state.selected] : null;
    const from = $('timeline-from').value.trim() || null;
    const to = $('timeline-to').value.trim() || null;
    if (!involving && !from && !to) {
      out.replaceChildren(el('p', { class: 'error' }, 'Select an entity or give a range of dates.'));
      return;
    }
    out.replaceChildren(el('p', { class: 'hint' }, 'Loading…'));
    let entries;
    try {
      entries = (await gql(Q.timeline, { involving, from, to })).timeline;
    } catch (err) {
      out.replaceChildren(el('p', { class: 'error' }, err.message));
      return;
    }
    const about = (involving ? nodeName(state.selected) || state.selected : 'all entities') + (from || to ? `, ${from || '…'} to ${to || '…'}` : '');
    out.replaceChildren(
      el('p', { id: 'timeline-summary' }, `${entries.length} dated facts (${about}).`),
      el('ol', { class: 'timeline' }, entries.map(t => el('li', {},
        el('time', { datetime: t.date }, t.date),
        el('div', {},
          el('div', {}, t.label),
          el('div', { class: 'kind' }, t.kind, ' · ', entityButton(t.subject), t.object ? [' · ', entityButton(t.object)] : null),
          sourceList(t.sources))))));
  }

  $('timeline-form').addEventListener('submit', runTimeline);


  // ---------------------------------------------------------------------------------------------
  // The view in the URL (shareable, reloadable), the default view, and live changes
  // ---------------------------------------------------------------------------------------------

  /** What the explorer opens on without a view in its URL: the Second Congress and the 1903 split. */
  const DEFAULT_VIEW = ['rsdlp-congress-2', 'split-1903'];

  /** Writes the selection, the expanded entities, the year and the path ends into the URL. */
  function saveView() {
    if (state.restoring) return;
    const p = new URLSearchParams();
    if (state.selected) p.set('selected', state.selected);
    if (state.expanded.size) p.set('expanded', [...state.expanded].join(','));
    if (state.year !== null) p.set('year', String(state.year));
    if (state.pathEnds) p.set('path', state.pathEnds.join(','));
    const query = p.toString();
    history.replaceState(null, '', query ? '?' + query : location.pathname);
  }

  /** Opens the view the URL names (?selected=…&expanded=a,b&year=1905&path=from,to), else the default one. */
  async function openView() {
    const p = new URLSearchParams(location.search);
    const expanded = (p.get('expanded') || '').split(',').filter(Boolean);
    const selected = p.get('selected');
    const path = (p.get('path') || '').split(',').filter(Boolean);
    const named = expanded.length || selected || path.length || p.has('year');
    const ids = named ? (expanded.length ? expanded : selected ? [selected] : []) : DEFAULT_VIEW;
    state.restoring = true;
    try {
      for (const id of ids) await expand(id, true);
      if (selected || ids.length) select(selected || ids[0]);
      if (p.has('year')) {
        $('year-slider').value = p.get('year');
        setYear(p.get('year'));
      }
      if (path.length === 2) {
        $('path-from-input').dataset.id = path[0];
        $('path-from-input').value = nodeName(path[0]) || path[0];
        $('path-to-input').dataset.id = path[1];
        $('path-to-input').value = nodeName(path[1]) || path[1];
        showTab($('tab-path'));
        await findPath(new Event('submit'));
      }
      if (!named) setStatus('The Second Congress (1903) and the split it ended in. Search an entity above to explore another part of the graph.');
    } catch (e) {
      setStatus('Could not open the view: ' + e.message);
    } finally {
      state.restoring = false;
      saveView();
    }
  }

  /** Entities on screen that changed, redrawn together once a burst of changes has passed. */
  const touched = new Set();
  let redrawTimer = null;

  function changed(c) {
    state.lastChange = c.sequence;
    if (c.kind === 'RETRACTED' && cy.getElementById(c.subjectId).nonempty()) cy.getElementById(c.subjectId).remove();
    const ids = [c.subjectId, c.from, c.to].concat(c.ids || []).filter(id => id && cy.getElementById(id).nonempty() && cy.getElementById(id).isNode());
    if (!ids.length) return;
    ids.forEach(id => touched.add(id));
    clearTimeout(redrawTimer);
    redrawTimer = setTimeout(redraw, 250);
  }

  async function redraw() {
    const ids = [...touched];
    touched.clear();
    for (const id of ids) {
      const n = cy.getElementById(id);
      if (n.empty()) continue;
      try {
        if (state.expanded.has(id)) {
          state.expanded.delete(id);
          await expand(id, true);   // its neighbourhood as it is now: new statements drawn, changed ones updated
        } else {
          const now = (await gql(Q.node, { id })).node;
          if (now) merge([now], []);
        }
      } catch (e) {
        setStatus('Could not redraw ' + id + ': ' + e.message);
        continue;
      }
      n.addClass('changed');
      setTimeout(() => n.removeClass('changed'), 4000);
    }
    if (state.selected && ids.includes(state.selected)) showEntity(state.selected);
    state.redrawn += ids.length;
    setStatus(`Live: ${ids.length === 1 ? nodeName(ids[0]) + ' changed' : ids.length + ' entities on screen changed'} (data version ${state.lastChange}).`);
  }

  /** Follows the changes committed after `after` over WebSocket (graphql-transport-ws), resuming from the last one after a disconnect. */
  function follow(after) {
    const url = (location.protocol === 'https:' ? 'wss://' : 'ws://') + location.host + '/graphql';
    let cursor = after;
    let wait = 1000;
    let socket = null;
    let leaving = false;
    // leaving the page closes the socket first (an open one would keep the page out of the back-forward cache)
    window.addEventListener('pagehide', () => { leaving = true; if (socket) socket.close(1000); });
    function connect() {
      if (leaving) return;
      socket = new WebSocket(url, 'graphql-transport-ws');
      socket.onopen = () => socket.send(JSON.stringify({ type: 'connection_init' }));
      socket.onmessage = e => {
        const m = JSON.parse(e.data);
        if (m.type === 'connection_ack') {
          wait = 1000;
          state.live = true;
          socket.send(JSON.stringify({ id: 'live', type: 'subscribe', payload: { query: Q.changes, variables: { after: cursor } } }));
        } else if (m.type === 'next' && m.payload && m.payload.data) {
          cursor = m.payload.data.changes.cursor;
          changed(m.payload.data.changes);
        } else if (m.type === 'ping') {
          socket.send(JSON.stringify({ type: 'pong' }));
        }
      };
      socket.onclose = () => {
        state.live = false;
        if (leaving) return;
        setTimeout(connect, wait);
        wait = Math.min(wait * 2, 30000);
      };
    }
    connect();
  }

  async function start() {
    let version = null;
    try {
      version = String((await gql(Q.dataVersion)).dataVersion);
    } catch (e) {
      // the view opens all the same; live changes then start from the present
    }
    await openView();
    if (window.WebSocket) follow(version);
  }

  // ---------------------------------------------------------------------------------------------
  // For tests and the curious: window.explorer
  // ---------------------------------------------------------------------------------------------

  window.explorer = {
    cy, focus, expand, select, setYear, state,
    ready: true
  };
  start().finally(() => { document.documentElement.dataset.explorer = 'ready'; });
})();
