// A minimal recording document for rendering tests in plain Node. It implements only what mount() may use; the
// dangerous APIs (innerHTML, outerHTML, insertAdjacentHTML, style, createTextNode…) throw, so a renderer that
// reached for them fails the test. Every DOM call is recorded by name.

export type FakeListener = (event: FakeEvent) => void;

export interface FakeEvent {
  type: string;
  target: FakeElement;
  key?: string;
  defaultPrevented: boolean;
  preventDefault(): void;
}

export class FakeElement {
  readonly children: FakeElement[] = [];
  readonly attributes = new Map<string, string>();
  readonly listeners = new Map<string, FakeListener[]>();
  parent: FakeElement | null = null;
  /** The select's value, as the vscode-single-select element exposes it. */
  value?: string;
  private ownText = '';

  constructor(
    readonly tagName: string,
    readonly namespaceURI: string | null,
    private readonly doc: FakeDocument,
  ) {}

  setAttribute(name: string, value: string): void {
    this.doc.record('setAttribute');
    if (typeof value !== 'string') throw new Error('setAttribute with a non-string value');
    this.attributes.set(name, value);
  }

  getAttribute(name: string): string | null {
    return this.attributes.get(name) ?? null;
  }

  appendChild(child: FakeElement): FakeElement {
    this.doc.record('appendChild');
    if (!(child instanceof FakeElement)) throw new Error('appendChild with a foreign node');
    child.parent = this;
    this.children.push(child);
    return child;
  }

  replaceChildren(...nodes: FakeElement[]): void {
    this.doc.record('replaceChildren');
    this.children.length = 0;
    this.ownText = '';
    for (const node of nodes) {
      node.parent = this;
      this.children.push(node);
    }
  }

  addEventListener(type: string, listener: FakeListener): void {
    this.doc.record('addEventListener');
    const list = this.listeners.get(type) ?? [];
    list.push(listener);
    this.listeners.set(type, list);
  }

  set textContent(value: string) {
    this.doc.record('textContent');
    this.children.length = 0;
    this.ownText = value;
  }

  get textContent(): string {
    return this.ownText + this.children.map((c) => c.textContent).join('');
  }

  get id(): string {
    return this.attributes.get('id') ?? '';
  }

  focus(): void {
    this.doc.activeElement = this;
  }

  /** Runs the listeners of `type` like a dispatched event; returns the event. */
  dispatch(type: string, init: { key?: string; value?: string } = {}): FakeEvent {
    if (init.value !== undefined) this.value = init.value;
    const event: FakeEvent = {
      type,
      target: this,
      ...(init.key === undefined ? {} : { key: init.key }),
      defaultPrevented: false,
      preventDefault() {
        this.defaultPrevented = true;
      },
    };
    for (const listener of this.listeners.get(type) ?? []) listener(event);
    return event;
  }

  /** This element and all below it, depth first. */
  *walk(): Generator<FakeElement> {
    yield this;
    for (const child of this.children) yield* child.walk();
  }

  find(predicate: (el: FakeElement) => boolean): FakeElement[] {
    return [...this.walk()].filter(predicate);
  }

  byId(id: string): FakeElement | undefined {
    return this.find((el) => el.id === id)[0];
  }

  set innerHTML(_value: string) {
    throw new Error('innerHTML is not allowed');
  }
  get innerHTML(): string {
    throw new Error('innerHTML is not allowed');
  }
  set outerHTML(_value: string) {
    throw new Error('outerHTML is not allowed');
  }
  insertAdjacentHTML(): void {
    throw new Error('insertAdjacentHTML is not allowed');
  }
  get style(): never {
    throw new Error('style is not allowed');
  }
}

export class FakeDocument {
  readonly calls = new Set<string>();
  activeElement: FakeElement | null = null;
  readonly body: FakeElement = new FakeElement('body', null, this);

  record(call: string): void {
    this.calls.add(call);
  }

  createElement(tag: string): FakeElement {
    this.record('createElement');
    return new FakeElement(tag, 'http://www.w3.org/1999/xhtml', this);
  }

  createElementNS(ns: string, tag: string): FakeElement {
    this.record('createElementNS');
    return new FakeElement(tag, ns, this);
  }

  getElementById(id: string): FakeElement | null {
    return this.body.byId(id) ?? null;
  }

  createTextNode(): never {
    throw new Error('createTextNode is not used by mount()');
  }

  write(): never {
    throw new Error('document.write is not allowed');
  }
}

/** The real-Document view of the fake, for mount() and createPanelApp(). */
export function asDocument(doc: FakeDocument): Document {
  return doc as unknown as Document;
}
