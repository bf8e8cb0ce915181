// The 3D mockup's scene with three.js (decisions/0014): the delivered preview wrapped on the solid
// the brief describes (common/mockup.ts) — a label around a jar, a box whose other panels repeat
// the front, a bag with handles, a pillow pouch — drawn only when asked (no animation loop), so an
// idle mockup costs nothing. This module and three.js load only when the mockup is opened.
import {
  BoxGeometry,
  Color,
  CylinderGeometry,
  DirectionalLight,
  DoubleSide,
  Group,
  HemisphereLight,
  Mesh,
  MeshStandardMaterial,
  PerspectiveCamera,
  PlaneGeometry,
  Scene,
  SRGBColorSpace,
  TextureLoader,
  TorusGeometry,
  Vector2,
  WebGLRenderer,
  type BufferGeometry,
  type Material,
  type Texture,
} from 'three';
import type { MockupShape } from '../../../common/mockup';

/** The browser could not give us a WebGL 2 context (none, disabled, or blocked). */
export class WebGLUnavailableError extends Error {
  constructor() {
    super('WebGL indisponível');
    this.name = 'WebGLUnavailableError';
  }
}

export interface MockupView {
  /** Turn about the vertical axis, in radians (0: the front faces the viewer). */
  yaw: number;
  /** Tilt towards or away from the viewer, in radians. */
  pitch: number;
  /** 1: the whole piece fills the view; more comes closer. */
  zoom: number;
}

export interface MockupScene {
  /** Draws the piece as `view` says, at once (callers batch through requestAnimationFrame). */
  draw(view: MockupView): void;
  /** The drawing buffer's size in CSS pixels (the canvas keeps its CSS size). */
  resize(width: number, height: number): void;
  /** A PNG of `view` at least `minSide` pixels on its shorter side. */
  toPng(view: MockupView, minSide?: number): Promise<Blob>;
  dispose(): void;
}

const BACKGROUND = '#eef1f4';
const CARD = '#f7f5f0';
const KRAFT = '#c8a878';

/** Builds the scene on `canvas` once the preview image has loaded; throws WebGLUnavailableError. */
export async function createMockupScene(
  canvas: HTMLCanvasElement,
  shape: MockupShape,
  imageUrl: string,
): Promise<MockupScene> {
  let renderer: WebGLRenderer;
  try {
    // The buffer is kept so that 'Baixar imagem' reads what was drawn.
    renderer = new WebGLRenderer({ canvas, antialias: true, preserveDrawingBuffer: true });
  } catch {
    throw new WebGLUnavailableError();
  }
  renderer.setPixelRatio(Math.min(window.devicePixelRatio || 1, 2));
  renderer.outputColorSpace = SRGBColorSpace;

  let texture: Texture;
  try {
    texture = await new TextureLoader().loadAsync(imageUrl);
  } catch (error) {
    renderer.dispose();
    throw error;
  }
  texture.colorSpace = SRGBColorSpace;
  texture.anisotropy = renderer.capabilities.getMaxAnisotropy();

  const scene = new Scene();
  scene.background = new Color(BACKGROUND);
  scene.add(new HemisphereLight('#ffffff', '#8a8f99', 1.6));
  const key = new DirectionalLight('#ffffff', 1.8);
  key.position.set(2, 3, 4);
  scene.add(key);

  const piece = new Group();
  const { radius, disposables } = buildPiece(piece, shape, texture);
  scene.add(piece);

  const camera = new PerspectiveCamera(35, 1, 0.01, 100);
  // Far enough that the piece's bounding sphere fits the narrower field of view at zoom 1.
  const fitDistance = (aspect: number) => {
    const halfFov = (camera.fov * Math.PI) / 360;
    const narrow = aspect < 1 ? Math.atan(Math.tan(halfFov) * aspect) : halfFov;
    return (radius * 1.1) / Math.sin(narrow);
  };

  const place = (view: MockupView) => {
    piece.rotation.set(view.pitch, view.yaw, 0);
    camera.position.set(0, 0, fitDistance(camera.aspect) / view.zoom);
    camera.lookAt(0, 0, 0);
  };

  const draw = (view: MockupView) => {
    place(view);
    renderer.render(scene, camera);
  };

  const resize = (width: number, height: number) => {
    renderer.setSize(width, height, false);
    camera.aspect = width / Math.max(height, 1);
    camera.updateProjectionMatrix();
  };

  return {
    draw,
    resize,
    toPng: async (view, minSide = 1080) => {
      const size = renderer.getSize(new Vector2());
      const ratio = renderer.getPixelRatio();
      const scale = Math.max(1, minSide / (Math.min(size.x, size.y) * ratio));
      renderer.setSize(size.x * scale, size.y * scale, false);
      draw(view);
      const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
      renderer.setSize(size.x, size.y, false);
      draw(view);
      if (!blob) throw new Error('Não foi possível gerar a imagem.');
      return blob;
    },
    dispose: () => {
      for (const item of disposables) item.dispose();
      texture.dispose();
      renderer.dispose();
    },
  };
}

interface Built {
  /** The piece's bounding sphere, in scene units, for the camera's distance. */
  radius: number;
  disposables: { dispose(): void }[];
}

/**
 * Adds the piece's meshes to `group`, centred on the origin, its front towards +z. Millimetres are
 * scaled so the largest side is 2 units: lights and the camera then suit every size.
 */
function buildPiece(group: Group, shape: MockupShape, front: Texture): Built {
  const disposables: { dispose(): void }[] = [];
  const keep = <T extends BufferGeometry | Material | Texture>(item: T): T => {
    disposables.push(item);
    return item;
  };
  const printed = (map: Texture) =>
    keep(new MeshStandardMaterial({ map, roughness: 0.55, metalness: 0 }));
  const plain = (color: string, roughness = 0.7) =>
    keep(new MeshStandardMaterial({ color, roughness, metalness: 0 }));
  /** The front's picture cropped from its centre to a panel `ratio` times as wide. */
  const centreCrop = (ratio: number) => {
    const map = keep(front.clone());
    const repeat = Math.min(1, ratio);
    map.repeat.set(repeat, 1);
    map.offset.set((1 - repeat) / 2, 0);
    return map;
  };

  switch (shape.kind) {
    case 'cilindro': {
      const scale = 2 / Math.max(shape.diameterMm, shape.labelHeightMm * 1.35);
      const r = (shape.diameterMm / 2) * scale;
      const labelHeight = shape.labelHeightMm * scale;
      const bodyHeight = labelHeight * 1.3;
      const capHeight = bodyHeight * 0.12;
      // The label's arc: the whole way round when its width is the circumference.
      const arc = Math.min(2 * Math.PI, shape.labelWidthMm / (shape.diameterMm / 2));
      const body = new Mesh(
        keep(new CylinderGeometry(r, r, bodyHeight, 96)),
        plain('#e9edf1', 0.25),
      );
      const label = new Mesh(
        keep(new CylinderGeometry(r * 1.004, r * 1.004, labelHeight, 96, 1, true, -arc / 2, arc)),
        keep(new MeshStandardMaterial({ map: front, roughness: 0.5, side: DoubleSide })),
      );
      const cap = new Mesh(
        keep(new CylinderGeometry(r * 0.82, r * 0.82, capHeight, 64)),
        plain('#3b4250', 0.4),
      );
      cap.position.y = bodyHeight / 2 + capHeight / 2;
      group.add(body, label, cap);
      group.position.y = -capHeight / 2;
      return { radius: Math.hypot(r, (bodyHeight + capHeight) / 2), disposables };
    }
    case 'caixa':
    case 'sacola': {
      const scale = 2 / Math.max(shape.widthMm, shape.heightMm, shape.depthMm);
      const w = shape.widthMm * scale;
      const h = shape.heightMm * scale;
      const d = shape.depthMm * scale;
      const faceMaterial = printed(front);
      const side =
        shape.kind === 'caixa' ? printed(centreCrop(shape.depthMm / shape.widthMm)) : plain(KRAFT);
      const lid = plain(shape.kind === 'caixa' ? CARD : KRAFT);
      // BoxGeometry's faces: +x, −x, +y, −y, +z (front), −z (back: the front repeated).
      const box = new Mesh(keep(new BoxGeometry(w, h, d)), [
        side,
        side,
        lid,
        lid,
        faceMaterial,
        faceMaterial,
      ]);
      group.add(box);
      let top = h / 2;
      if (shape.kind === 'sacola') {
        const handleRadius = w * 0.18;
        const handleGeometry = keep(new TorusGeometry(handleRadius, w * 0.012, 8, 32, Math.PI));
        const cord = plain('#2f2a24', 0.8);
        for (const z of [d / 2 - d * 0.08, -d / 2 + d * 0.08]) {
          const handle = new Mesh(handleGeometry, cord);
          handle.position.set(0, h / 2, z);
          group.add(handle);
        }
        top += handleRadius;
      }
      group.position.y = -(top - h / 2) / 2;
      return { radius: Math.hypot(w, top + h / 2, d) / 2, disposables };
    }
    case 'pouch': {
      const scale = 2 / Math.max(shape.widthMm, shape.heightMm);
      const w = shape.widthMm * scale;
      const h = shape.heightMm * scale;
      // How far each face bulges: half the gusset, or a slim pillow without one.
      const bulge = Math.min(
        w * 0.3,
        shape.gussetMm === null ? w * 0.08 : (shape.gussetMm * scale) / 2,
      );
      const face = (material: MeshStandardMaterial, facing: 1 | -1) => {
        const geometry = keep(new PlaneGeometry(w, h, 40, 60));
        const position = geometry.attributes.position!;
        for (let index = 0; index < position.count; index++) {
          const u = position.getX(index) / (w / 2);
          const v = position.getY(index) / (h / 2);
          // Flat at the seals, fullest in the middle: a pillow.
          position.setZ(index, bulge * (1 - u ** 4) * (1 - v ** 6));
        }
        geometry.computeVertexNormals();
        const mesh = new Mesh(geometry, material);
        if (facing === -1) mesh.rotation.y = Math.PI;
        return mesh;
      };
      const faceMaterial = printed(front);
      group.add(face(faceMaterial, 1), face(faceMaterial, -1));
      const sealHeight = h * 0.04;
      const seal = new Mesh(keep(new BoxGeometry(w, sealHeight, 0.01)), plain('#d9dde3', 0.4));
      seal.position.y = h / 2 - sealHeight / 2;
      group.add(seal);
      return { radius: Math.hypot(w, h, bulge * 2) / 2, disposables };
    }
  }
}
