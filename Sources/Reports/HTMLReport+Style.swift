extension HTMLReport {
  /// The page's style sheet. Tabs and filters are radio buttons, so the rules that show the
  /// checked view or status are generated from `View` and `ReportItem.Status`.
  static let style: String =
    baseStyle + viewRules + filterRules + explanationStyle + themeChangesStyle

  private static let viewRules: String =
    View.allCases.map { v in
      let n = v.rawValue
      return ".vi-\(n):checked~.views .view-\(n){display:block}\n"
        + tabRules(input: "vi-\(n)", tab: "t-\(n)")
    }.joined()
    + Zoom.allCases.map { tabRules(input: "zi-\($0.rawValue)", tab: "t-z\($0.rawValue)") }.joined()
    + ".zi-1:checked~.views .frame{width:calc(var(--w)*1px)}\n"
    + ".zi-2:checked~.views .frame{width:calc(var(--w)*2px)}\n"
    + ".zi-2:checked~.views .pic{image-rendering:pixelated}\n"
    + ".zi-2:checked~.views .stage{max-width:none}\n"
    + ".zi:not(.zi-fit):checked~.views{overflow:auto;max-height:88vh}\n"
    + ".zi:not(.zi-fit):checked~.views .frame{flex:none;max-width:none}\n"

  /// The checked tab looks raised; a focused radio button outlines its tab.
  private static func tabRules(input: String, tab: String) -> String {
    ".\(input):checked~.controls .\(tab){background:var(--card);color:var(--fg);"
      + "box-shadow:0 1px 2px rgb(0 0 0/.12)}\n"
      + ".\(input):focus-visible~.controls .\(tab){outline:2px solid var(--accent)}\n"
  }

  private static let filterRules: String =
    ReportItem.Status.allCases.map { s in
      let n = s.rawValue
      return "#f-\(n):checked~main .card:not(.s-\(n)){display:none}\n"
        + "#f-\(n):checked~.top label[for=f-\(n)]{border-color:currentColor;"
        + "box-shadow:inset 0 0 0 1px currentColor}\n"
        + "#f-\(n):focus-visible~.top label[for=f-\(n)]{outline:2px solid var(--accent)}\n"
    }.joined()
    + "#f-all:checked~.top label[for=f-all]{border-color:var(--fg);"
    + "box-shadow:inset 0 0 0 1px var(--fg)}\n"
    + "#f-all:focus-visible~.top label[for=f-all]{outline:2px solid var(--accent)}\n"

  private static let baseStyle = """
    :root{--bg:#f5f6f8;--fg:#1f2328;--muted:#636c76;--card:#fff;--line:#d8dee4;--soft:#eef1f4;
    --accent:#0969da;--changed:#cf222e;--removed:#bc4c00;--added:#1a7f37;--unchanged:#6e7781;
    --hatch:#e9ecef;--hatch2:#f6f7f9;--check1:#ffffff;--check2:#e3e6ea;--box:#d6336c;
    --maxh:72vh;color-scheme:light dark}
    @media (prefers-color-scheme:dark){:root{--bg:#0d1117;--fg:#e6edf3;--muted:#9198a1;
    --card:#161b22;--line:#30363d;--soft:#21262d;--accent:#4493f8;--changed:#ff7b72;
    --removed:#ffa657;--added:#3fb950;--unchanged:#9198a1;--hatch:#1c2128;--hatch2:#161b22;
    --check1:#2d333b;--check2:#22272e;--box:#ff6bcb}}
    *{box-sizing:border-box}
    html{-webkit-text-size-adjust:100%}
    body{margin:0;background:var(--bg);color:var(--fg);font:14px/1.45 system-ui,-apple-system,
    "Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;font-variant-numeric:tabular-nums}
    .filter,.vi,.zi{position:absolute;opacity:0;pointer-events:none}
    :root:not(.js) .js-only{display:none!important}
    .top{position:sticky;top:0;z-index:5;background:var(--card);border-bottom:1px solid var(--line);
    padding:14px 24px 10px}
    .title-row{display:flex;align-items:center;gap:12px;flex-wrap:wrap}
    h1{font-size:19px;margin:0;font-weight:650;letter-spacing:-.01em;overflow-wrap:anywhere}
    .verdict{font-weight:600;padding:2px 10px;border-radius:999px;font-size:13px}
    .verdict.fail{color:var(--changed);background:color-mix(in srgb,var(--changed) 12%,transparent)}
    .verdict.pass{color:var(--added);background:color-mix(in srgb,var(--added) 12%,transparent)}
    .notes{list-style:none;margin:4px 0 0;padding:0;color:var(--muted);font-size:12.5px;
    overflow-wrap:anywhere}
    .bar{display:flex;align-items:center;gap:10px 18px;flex-wrap:wrap;margin-top:10px}
    .filters{display:flex;gap:6px;flex-wrap:wrap}
    .chip{display:inline-flex;align-items:center;gap:6px;padding:3px 11px;border:1px solid var(--line);
    border-radius:999px;cursor:pointer;user-select:none;color:var(--fg);background:var(--card)}
    .chip:hover{background:var(--soft)}
    .chip b{font-weight:650}
    .chip i{width:8px;height:8px;border-radius:50%;background:currentColor}
    .chip.s-changed{color:var(--changed)}.chip.s-removed{color:var(--removed)}
    .chip.s-added{color:var(--added)}.chip.s-unchanged{color:var(--unchanged)}
    .all-views{display:flex;gap:2px;align-items:center;font-size:12.5px;color:var(--muted)}
    .all-views span{margin-right:6px}
    .all-views a{color:var(--accent);text-decoration:none;padding:2px 7px;border-radius:6px}
    .all-views a:hover{background:var(--soft)}
    #search{margin-left:auto;font:inherit;padding:4px 10px;border:1px solid var(--line);
    border-radius:6px;background:var(--bg);color:var(--fg);min-width:200px}
    main{padding:18px 24px 8px;max-width:1600px;margin:0 auto}
    .empty{color:var(--muted);text-align:center;padding:48px}
    .card{background:var(--card);border:1px solid var(--line);border-left:4px solid var(--c);
    border-radius:8px;margin:0 0 16px;padding:12px 16px 14px;--c:var(--unchanged)}
    .card.s-changed{--c:var(--changed)}.card.s-removed{--c:var(--removed)}
    .card.s-added{--c:var(--added)}
    .card.s-unchanged{padding:8px 16px}
    .card.hidden{display:none}
    .card-head{display:flex;align-items:baseline;gap:6px 12px;flex-wrap:wrap}
    .badge{font-size:11px;font-weight:700;text-transform:uppercase;letter-spacing:.05em;color:var(--c);
    border:1px solid currentColor;border-radius:4px;padding:0 6px;line-height:18px}
    .name{font-size:15px;font-weight:600;margin:0;overflow-wrap:anywhere}
    .name a{color:inherit;text-decoration:none}.name a:hover{text-decoration:underline}
    .dir{color:var(--muted);font-weight:450}
    .facts{display:flex;gap:4px 14px;flex-wrap:wrap;margin:0;color:var(--muted);font-size:13px}
    .facts b{color:var(--fg);font-weight:650}
    .size.layout{color:var(--removed);font-weight:600}
    .within{color:var(--added)}
    .note{overflow-wrap:anywhere}
    .message{margin:6px 0 0;color:var(--muted);overflow-wrap:anywhere;white-space:pre-wrap}
    .controls{display:flex;align-items:center;gap:8px 16px;flex-wrap:wrap;
    margin:12px 0 10px}
    .tabs{display:inline-flex;gap:2px;background:var(--soft);padding:3px;border-radius:8px;
    max-width:100%;overflow-x:auto;white-space:nowrap}
    .zoom label{padding:3px 9px;font-size:12.5px}
    .tabs label{padding:3px 12px;border-radius:6px;cursor:pointer;color:var(--muted);font-weight:550;
    user-select:none}
    .tabs label:hover{color:var(--fg)}
    .view{display:none}
    .panels{display:flex;gap:20px;align-items:flex-start}
    .panels .frame{flex:0 1 auto;min-width:min(9em,30%)}
    .panels figcaption{flex-wrap:nowrap;white-space:nowrap}
    .panels figcaption>span{min-width:0;overflow:hidden;text-overflow:ellipsis}
    .panels figcaption small{flex-shrink:0}
    .panels .stage{max-width:calc(var(--w)*1px)}
    @media (max-width:720px){.panels{flex-wrap:wrap}}
    .panels.single{margin-top:10px}
    .frame{margin:0;min-width:0;width:min(100%,calc(var(--w)*1px),calc(var(--maxh)*var(--w)/var(--h)))}
    figcaption{display:flex;flex-wrap:wrap;justify-content:space-between;gap:0 8px;font-size:12.5px;
    font-weight:600;margin:0 0 5px;color:var(--fg);overflow-wrap:anywhere}
    figcaption small{font-weight:400;color:var(--muted)}
    .stage{position:relative;width:100%;overflow:hidden;border-radius:3px;outline:1px solid var(--line);
    aspect-ratio:var(--w)/var(--h)}
    .pad,.pad .over,.pad .top{
    background:repeating-linear-gradient(45deg,var(--hatch) 0 6px,var(--hatch2) 6px 12px)}
    .blend .pad .top{background:none}
    .layer{position:absolute;inset:0}
    .pic{position:absolute;left:0;top:0;background:var(--img) 0 0/100% 100% no-repeat}
    .pic.checker{background:var(--img) 0 0/100% 100% no-repeat,
    repeating-conic-gradient(var(--check2) 0 25%,var(--check1) 0 50%) 0 0/16px 16px}
    .pic.e{--img:var(--e)}.pic.a{--img:var(--a)}.pic.d{--img:var(--d)}
    .boxes{position:absolute;inset:0;pointer-events:none}
    .boxes.opt{display:none;z-index:2}
    .oi:checked~.views .boxes.opt{display:block}
    .oi{position:absolute;opacity:0;pointer-events:none}
    .outline-toggle{cursor:pointer;user-select:none;font-size:12.5px;color:var(--muted);font-weight:550;
    display:inline-flex;align-items:center;gap:6px}
    .outline-toggle::before{content:"";width:12px;height:12px;border:1.5px solid currentColor;
    border-radius:3px}
    .oi:checked~.controls .outline-toggle{color:var(--fg)}
    .oi:checked~.controls .outline-toggle::before{background:var(--box);border-color:var(--box)}
    .oi:focus-visible~.controls .outline-toggle{outline:2px solid var(--accent)}
    .boxes i{position:absolute;min-width:4px;min-height:4px;outline:2px solid var(--box);
    outline-offset:2px;border-radius:2px;box-shadow:0 0 0 5px rgb(255 255 255/.55)}
    .slider .stage{cursor:ew-resize;touch-action:none;user-select:none}
    .slider .over{clip-path:inset(0 calc(100% - var(--pos,50%)) 0 0)}
    .divider{position:absolute;top:0;bottom:0;left:var(--pos,50%);width:2px;margin-left:-1px;
    background:#fff;box-shadow:0 0 0 1px rgb(0 0 0/.35);z-index:2}
    .knob{position:absolute;top:50%;left:50%;width:26px;height:26px;margin:-13px 0 0 -13px;border-radius:50%;
    background:#fff;box-shadow:0 1px 4px rgb(0 0 0/.4)}
    .knob::before{content:"";position:absolute;inset:8px 7px;border-left:2px solid #57606a;
    border-right:2px solid #57606a}
    .blend .top{opacity:var(--opacity,.5)}
    .blink .top,.blink .ca{animation:blink 1.6s steps(1,end) infinite}
    .blink .ce{animation:blink 1.6s steps(1,end) infinite reverse}
    .blink.paused .top,.blink.paused .ca{animation:none;opacity:var(--shown,1)}
    .blink.paused .ce{animation:none;opacity:calc(1 - var(--shown,1))}
    .shown{display:inline-grid}.shown b{grid-area:1/1;font-weight:600}
    @keyframes blink{0%{opacity:0}50%{opacity:1}}
    .range{display:block;width:100%;margin:10px 0 0}
    .blend-control{width:max(100%,280px);display:flex;align-items:center;gap:10px;margin-top:10px;font-size:12.5px;
    color:var(--muted)}
    .blend-control .range{margin:0;flex:1;min-width:0}
    .hint{color:var(--muted);font-size:12.5px;margin:8px 0 0;display:flex;gap:10px;align-items:center;
    width:max-content;max-width:90vw}
    .blink:not(.paused) .flip{display:none!important}
    button{font:inherit;font-size:12.5px;padding:2px 10px;border:1px solid var(--line);border-radius:6px;
    background:var(--card);color:var(--fg);cursor:pointer}
    .peek{margin-top:6px}
    .peek summary{cursor:pointer;color:var(--muted);font-size:12.5px}
    .peek .frame{--maxh:40vh}
    .accept{margin:6px 0 0;font-size:12.5px}
    .accept summary{cursor:pointer;color:var(--accent);font-weight:550;width:max-content}
    .accept p{margin:6px 0 0;color:var(--muted)}
    .accept-all{margin:0 0 14px}
    .cmd{font:12px/1.5 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;background:var(--soft);
    padding:8px 10px;border-radius:6px;overflow:auto;margin:6px 0;white-space:pre;max-height:40vh}
    @media (max-width:600px){.top{position:static;padding:10px 12px 8px}main{padding:12px 10px 4px}
    .card{padding:10px 10px 12px}.tabs label{padding:3px 8px}#search{min-width:0;width:100%}}
    footer{color:var(--muted);font-size:12px;text-align:center;padding:8px 0 24px}

    """
}
