// Gruenderzeit street: rendered facades with window heads, string courses and cornices, cobbled street, trees.
// Variants: 1-2 facades (altbau), 3 long street view (blog wohnungsmarkt), 4-5 shop fronts.
#include "common.inc"

#declare Seed0 = seed(Variant * 7 + 1 + Alt * 211);
// Sun from the street side (-z), a little from the left or right.
#switch (Variant)
  #case (1) #declare SunAz = 218; #declare SunEl = 36; #declare SunC = <1, 0.95, 0.86>; #break
  #case (2) #declare SunAz = 140; #declare SunEl = 26; #declare SunC = <1, 0.86, 0.7>; #break
  #case (3) #declare SunAz = 235; #declare SunEl = 50; #declare SunC = <1, 0.93, 0.84>; #break
  #case (4) #declare SunAz = 145; #declare SunEl = 40; #declare SunC = <1, 0.95, 0.88>; #break
  #else #declare SunAz = 215; #declare SunEl = 30; #declare SunC = <1, 0.9, 0.78>;
#end
Sky(<0.42, 0.58, 0.82>, <0.9, 0.93, 0.96>, 0.65)
Sun(SunAz, SunEl, SunC * 1.6, 0.5)

#declare FloorH = 3.7;
#declare GroundH = 4.6;
#declare Axis = 3.1;
#declare WinWd = 1.3;
#declare WinHt = 2.35;

#declare T_Frame = texture { pigment { color rgb <0.9, 0.88, 0.84> } finish { F_Satin } }

// A Kastenfenster seen from outside: white frame, two casements, transom; glass shows a dark room and the sky.
#macro StreetWindow(W, H)
  union {
    difference {
      box { <-W / 2, 0, 0>, <W / 2, H, 0.06> }
      box { <-W / 2 + 0.07, 0.07, -1>, <-0.03, H * 0.74 - 0.03, 1> }
      box { <0.03, 0.07, -1>, <W / 2 - 0.07, H * 0.74 - 0.03, 1> }
      box { <-W / 2 + 0.07, H * 0.74 + 0.03, -1>, <W / 2 - 0.07, H - 0.07, 1> }
      texture { T_Frame }
    }
    box { <-W / 2, H * 0.37, 0.01>, <W / 2, H * 0.37 + 0.035, 0.05> texture { T_Frame } }
    box { <-W / 2, 0, 0.03>, <W / 2, H, 0.035> texture { T_GlassDark } }
    // a curtain in some windows
    #if (rand(Seed0) < 0.4)
      box { <-W / 2, 0.1, 0.2>, <-W / 2 + 0.35, H - 0.1, 0.22> texture { pigment { color rgb <0.75, 0.73, 0.7> } finish { ambient 0 diffuse 0.6 } } }
    #end
  }
#end

// One Gruenderzeit house, facade in the plane z = 0 from x = 0 to Axes * Axis, facing -z.
#macro House(Axes, Floors, C, Style)
  #local Wd = Axes * Axis;
  #local Ht = GroundH + Floors * FloorH;
  #local Dk = C * 0.93;
  union {
    // body with window openings
    difference {
      box { <0, 0, 0>, <Wd, Ht, 14> }
      #local A = 0;
      #while (A < Axes)
        #local F = 0;
        #while (F < Floors)
          box { <(A + 0.5) * Axis - WinWd / 2, GroundH + F * FloorH + 0.9, -0.1>, <(A + 0.5) * Axis + WinWd / 2, GroundH + F * FloorH + 0.9 + WinHt, 0.3> }
          #local F = F + 1;
        #end
        // ground floor openings: shop windows or plain windows
        box { <(A + 0.5) * Axis - 1.2, 0.3, -0.1>, <(A + 0.5) * Axis + 1.2, 3.8, 3.4> }
        #local A = A + 1;
      #end
      texture { T_Render(C) }
    }
    // windows set back in the reveals
    #local A = 0;
    #while (A < Axes)
      #local F = 0;
      #while (F < Floors)
        #local X = (A + 0.5) * Axis;
        #local Y = GroundH + F * FloorH + 0.9;
        object { StreetWindow(WinWd, WinHt) translate <X, Y, 0.18> }
        // sill
        box { <X - WinWd / 2 - 0.1, Y - 0.08, -0.12>, <X + WinWd / 2 + 0.1, Y, 0> texture { T_Render(Dk) } }
        // architrave
        union {
          box { <X - WinWd / 2 - 0.14, Y, -0.05>, <X - WinWd / 2, Y + WinHt + 0.14, 0> }
          box { <X + WinWd / 2, Y, -0.05>, <X + WinWd / 2 + 0.14, Y + WinHt + 0.14, 0> }
          box { <X - WinWd / 2 - 0.14, Y + WinHt, -0.05>, <X + WinWd / 2 + 0.14, Y + WinHt + 0.14, 0> }
          texture { T_Render(C * 1.02) }
        }
        // window heads: pediment on the first floor, straight cornice above, plain on the top floor
        #if (F = 0 & Style > 0)
          union {
            box { <X - WinWd / 2 - 0.3, Y + WinHt + 0.14, -0.22>, <X + WinWd / 2 + 0.3, Y + WinHt + 0.26, 0> }
            prism { linear_sweep linear_spline 0, 0.2, 4, <-WinWd / 2 - 0.3, 0>, <WinWd / 2 + 0.3, 0>, <0, 0.45>, <-WinWd / 2 - 0.3, 0> rotate <-90, 0, 0> translate <X, Y + WinHt + 0.26, -0.2> }
            box { <X - WinWd / 2 - 0.28, Y + WinHt - 0.3, -0.16>, <X - WinWd / 2 - 0.14, Y + WinHt + 0.14, 0> }
            box { <X + WinWd / 2 + 0.14, Y + WinHt - 0.3, -0.16>, <X + WinWd / 2 + 0.28, Y + WinHt + 0.14, 0> }
            texture { T_Render(C * 1.03) }
          }
          // parapet panel with balusters
          union {
            #local B = 0;
            #while (B < 6)
              cylinder { <X - WinWd / 2 + 0.12 + B * (WinWd - 0.24) / 5, Y - 0.8, -0.08>, <X - WinWd / 2 + 0.12 + B * (WinWd - 0.24) / 5, Y - 0.1, -0.08>, 0.055 }
              #local B = B + 1;
            #end
            box { <X - WinWd / 2 - 0.1, Y - 0.86, -0.16>, <X + WinWd / 2 + 0.1, Y - 0.78, 0> }
            texture { T_Render(C * 1.01) }
          }
        #end
        #if (F > 0 & F < Floors - 1)
          union {
            box { <X - WinWd / 2 - 0.25, Y + WinHt + 0.14, -0.2>, <X + WinWd / 2 + 0.25, Y + WinHt + 0.22, 0> }
            box { <X - WinWd / 2 - 0.2, Y + WinHt + 0.22, -0.14>, <X + WinWd / 2 + 0.2, Y + WinHt + 0.3, 0> }
            box { <X - 0.3, Y + WinHt + 0.3, -0.08>, <X + 0.3, Y + WinHt + 0.6, 0> }
            texture { T_Render(C * 1.03) }
          }
          box { <X - WinWd / 2 + 0.05, Y - 0.6, -0.04>, <X + WinWd / 2 - 0.05, Y - 0.15, 0> texture { T_Render(C * 1.02) } }
        #end
        #local F = F + 1;
      #end
      #local A = A + 1;
    #end
    // string courses
    #local F = 0;
    #while (F <= Floors)
      #local Y = GroundH + F * FloorH;
      #if (F < Floors)
        box { <0, Y - 0.05, -0.18>, <Wd, Y + 0.22, 0> texture { T_Render(C * 1.02) } }
        box { <0, Y + 0.22, -0.1>, <Wd, Y + 0.3, 0> texture { T_Render(C * 1.02) } }
      #end
      #local F = F + 1;
    #end
    // main cornice with dentils
    union {
      box { <0, Ht - 0.8, -0.12>, <Wd, Ht - 0.6, 0> }
      box { <0, Ht - 0.35, -0.45>, <Wd, Ht - 0.15, 0> }
      box { <0, Ht - 0.15, -0.6>, <Wd, Ht, 0> }
      #local X = 0.1;
      #while (X < Wd - 0.1)
        box { <X, Ht - 0.48, -0.28>, <X + 0.1, Ht - 0.35, 0> }
        #local X = X + 0.22;
      #end
      texture { T_Render(C * 1.03) }
    }
    // frieze band below the cornice
    box { <0, Ht - 1.1, -0.03>, <Wd, Ht - 0.8, 0> texture { T_Render(C * 0.95) } }
    // rusticated ground floor
    difference {
      box { <0, 0, -0.08>, <Wd, GroundH - 0.05, 0> }
      #local A = 0;
      #while (A < Axes)
        box { <(A + 0.5) * Axis - 1.0, 0.5, -0.2>, <(A + 0.5) * Axis + 1.0, 3.6, 0.4> }
        #local A = A + 1;
      #end
      texture {
        pigment { gradient y color_map { [0 color rgb Dk * 0.85] [0.06 color rgb Dk * 0.85] [0.06 color rgb Dk] [1 color rgb Dk] } scale 0.45 }
        normal { gradient y 0.6 scallop_wave scale 0.45 }
        finish { ambient 0 diffuse 0.78 }
      }
    }
    // roof: front slope 40 degrees, ridge in the middle of the house
    intersection {
      box { <0.001, Ht, -0.3>, <Wd - 0.001, Ht + 7, 14> }
      plane { <0, cos(radians(40)), -sin(radians(40))>, Ht * cos(radians(40)) }
      plane { <0, cos(radians(40)), sin(radians(40))>, Ht * cos(radians(40)) + 14 * sin(radians(40)) }
      texture { pigment { color rgb <0.38, 0.3, 0.26> } normal { gradient y 0.3 scale 0.3 } finish { ambient 0 diffuse 0.6 } }
    }
  }
#end

// Ground floor fronts placed into the rusticated base: shop window, or entrance portal.
#macro ShopFront(X, W, FrameC, Lit)
  union {
    #if (!Lit) box { <X - W / 2, 0.3, -0.12>, <X + W / 2, 3.7, 0.3> texture { pigment { color rgb FrameC } finish { F_Satin } } } #end
    #if (Lit)
      // display window: clear glass, a warm lit shop behind with a counter and shelves
      difference {
        box { <X - W / 2, 0.3, -0.12>, <X + W / 2, 3.7, 0.3> }
        box { <X - W / 2 + 0.12, 0.55, -0.2>, <X + W / 2 - 0.12, 3.3, 0.4> }
        texture { pigment { color rgb FrameC } finish { F_Satin } }
      }
      box { <X - W / 2 + 0.12, 0.55, 0.05>, <X + W / 2 - 0.12, 3.3, 0.06> texture { T_Glass } }
      box { <X - W / 2 - 1, 0.3, 3.2>, <X + W / 2 + 1, 3.8, 3.3> texture { pigment { color rgb <0.95, 0.88, 0.76> } finish { ambient 0.45 diffuse 0.4 } } }
      box { <X - W / 2 - 1, 3.7, 0.3>, <X + W / 2 + 1, 3.8, 3.3> texture { pigment { color rgb <0.95, 0.9, 0.82> } finish { ambient 0.5 diffuse 0.4 } } }
      box { <X - W / 2 - 1, 0.29, 0.3>, <X + W / 2 + 1, 0.3, 3.3> texture { T_Oak(0.8, 6) } }
      box { <X - 0.7, 0.3, 1.2>, <X + 0.7, 1.2, 1.8> texture { T_Oak(0.9, 5) } }
      box { <X - W / 2 + 0.2, 0.3, 0.4>, <X + W / 2 - 0.2, 0.8, 0.8> texture { pigment { color rgb <0.3, 0.3, 0.3> } finish { F_Satin } } }
      #local J = 0;
      #while (J < 3)
        box { <X - W / 2, 1.4 + J * 0.6, 2.9>, <X + W / 2, 1.43 + J * 0.6, 3.2> texture { T_Oak(0.9, 8 + J) } }
        #local J = J + 1;
      #end
      light_source { <X, 3.4, 1.5>, rgb <1, 0.85, 0.65> * 0.5 fade_distance 1.5 fade_power 2 }
    #else
      box { <X - W / 2 + 0.12, 0.55, -0.2>, <X + W / 2 - 0.12, 3.3, 0.2> texture { T_GlassDark } }
    #end
    box { <X - W / 2 - 0.05, 3.3, -0.2>, <X + W / 2 + 0.05, 3.75, -0.1> texture { pigment { color rgb FrameC } finish { F_Satin } } }
  }
#end

// ---------- street ----------
#declare T_Cobble = texture {
  pigment { cells color_map { [0 color rgb <0.36, 0.35, 0.34>] [1 color rgb <0.5, 0.48, 0.46>] } scale <0.22, 1, 0.14> }
  normal { crackle 1.2 scale <0.22, 1, 0.14> }
  finish { ambient 0 diffuse 0.7 specular 0.1 roughness 0.05 }
}
plane { y, -0.16 texture { T_Cobble } }
// sidewalk along the houses (z -4 .. 0) and opposite (z -16 .. -12)
box { <-200, -0.16, -4>, <200, 0, 0> texture { T_Tiles(<0.62, 0.6, 0.57>, 0.6) } }
box { <-200, -0.2, -4.2>, <200, 0, -4> texture { T_Stone(<0.6, 0.59, 0.57>) } }

// A Viennese street lamp.
#macro Lamp(P)
  union {
    cylinder { <0, 0, 0>, <0, 4.5, 0>, 0.07 }
    cylinder { <0, 4.5, 0>, <0, 4.8, 0>, 0.04 }
    cone { <0, 4.8, 0>, 0.08, <0, 5.2, 0>, 0.22 }
    cone { <0, 5.2, 0>, 0.22, <0, 5.35, 0>, 0.02 }
    texture { pigment { color rgb <0.2, 0.22, 0.2> } finish { specular 0.3 } }
    translate P
  }
#end

#declare Colors = array[6] { <0.86, 0.76, 0.58>, <0.84, 0.83, 0.79>, <0.8, 0.72, 0.62>, <0.82, 0.77, 0.71>, <0.74, 0.76, 0.74>, <0.86, 0.74, 0.62> }

// A row of houses from x = 0 along +x.
#declare X = -40;
#declare K = 0;
#while (X < 80)
  #local Ax = 5 + int(rand(Seed0) * 4);
  #local Fl = 4 + int(rand(Seed0) * 2);
  #local Ci = mod(K + Variant, 6);
  object { House(Ax, Fl, Colors[Ci], 1) translate <X, 0, 0> }
  #if (Variant = 4 | Variant = 5)
    #local A = 0;
    #while (A < Ax)
      #if (mod(A, 3) != 1)
        ShopFront(X + (A + 0.5) * Axis, 2.2, (mod(K, 2) = 0 ? <0.18, 0.2, 0.2> : <0.34, 0.3, 0.26>), 1)
      #else
        ShopFront(X + (A + 0.5) * Axis, 1.6, <0.3, 0.24, 0.18>, 0)
      #end
      #local A = A + 1;
    #end
  #else
    #local A = 0;
    #while (A < Ax)
      #if (A = int(Ax / 2))
        ShopFront(X + (A + 0.5) * Axis, 1.8, <0.32, 0.25, 0.18>, 0)
      #else
        object { StreetWindow(1.6, 2.6) translate <X + (A + 0.5) * Axis, 0.8, 0.25> }
      #end
      #local A = A + 1;
    #end
  #end
  #declare X = X + Ax * Axis;
  #declare K = K + 1;
#end
// the opposite row: full houses where the camera sees them, else a plain block for reflections
#if (Variant = 3)
  #declare X = 90;
  #declare K = 3;
  #while (X > -20)
    #local Ax = 5 + int(rand(Seed0) * 4);
    object { House(Ax, 4 + int(rand(Seed0) * 2), Colors[mod(K, 6)], 1) rotate <0, 180, 0> translate <X, 0, -20> }
    #declare X = X - Ax * Axis;
    #declare K = K + 1;
  #end
  box { <-200, -0.16, -20>, <200, 0, -16> texture { T_Tiles(<0.62, 0.6, 0.57>, 0.6) } }
  #declare T = -30;
  #while (T < 90)
    Tree(<T, 0, -16.8>, 9 + rand(Seed0) * 2, 5.5, <0.28, 0.34, 0.19>, 200 + T)
    #declare T = T + 12;
  #end
#else
  box { <-200, 0, -40>, <200, 18, -30> texture { T_Render(<0.85, 0.82, 0.76>) } }
#end

// trees along the curb
#declare T = -36;
#declare K = 0;
#while (T < 80)
  #if (Variant = 3 | T > 20)
    Tree(<T, 0, -3.2>, 9 + rand(Seed0) * 2, 5.5, <0.28, 0.34, 0.19>, 100 + K)
  #end
  Lamp(<T + 6, 0, -3.6>)
  #declare T = T + 12;
  #declare K = K + 1;
#end

#switch (Variant)
  #case (1) camera { right x * image_width / image_height location <2, 1.7, -13> look_at <14, 9, 0> angle 62 CamMove(<14, 9, 0>, 30, 40) } #break
  #case (2) camera { right x * image_width / image_height location <24, 1.6, -14> look_at <10, 9, 0> angle 58 CamMove(<10, 9, 0>, 30, 40) } #break
  #case (3) camera { right x * image_width / image_height location <-6, 1.7, -9> look_at <20, 7, -1> angle 64 CamMove(<20, 7, -1>, 30, 40) } #break
  #case (4) camera { right x * image_width / image_height location <4, 1.6, -9> look_at <12, 3.2, 0> angle 60 CamMove(<12, 3.2, 0>, 30, 40) } #break
  #else camera { right x * image_width / image_height location <22, 1.6, -8> look_at <12, 3.4, 0> angle 60 CamMove(<12, 3.4, 0>, 30, 40) }
#end
Haze(600, <0.85, 0.88, 0.92>)
