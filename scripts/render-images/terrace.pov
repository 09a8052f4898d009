// Roof terraces over Vienna: timber deck, planters with grasses and shrubs, lounge furniture, glass railing,
// and the roofscape beyond. Variants 1-3 differ in time of day and view.
#include "common.inc"

#declare S0 = seed(Variant * 41 + Alt * 211);
#switch (Variant)
  #case (1) #declare SunAz = 220; #declare SunEl = 35; #declare SunC = <1, 0.95, 0.86>; #break
  #case (2) #declare SunAz = 265; #declare SunEl = 14; #declare SunC = <1, 0.82, 0.62>; #break
  #else #declare SunAz = 150; #declare SunEl = 42; #declare SunC = <1, 0.96, 0.9>;
#end
Sky(<0.4, 0.56, 0.8>, <0.86, 0.9, 0.95>, 0.7)
Sun(SunAz, SunEl, SunC * 1.6, 0.5)

// the terrace: 12 x 6 m at y = 0, building edge at z = 6 (view towards +z), wall of the penthouse at z = -0.5
#declare T_Deck = texture { T_Oak(0.72, 3) }
union {
  #declare K = 0;
  #while (K < 50)
    box { <-6, -0.04, -0.5 + K * 0.145>, <8, 0, -0.5 + K * 0.145 + 0.135> texture { T_Oak(0.7 + 0.06 * rand(S0), 900 + K) rotate <0, 90, 0> } }
    #declare K = K + 1;
  #end
}
box { <-6, -0.3, -0.5>, <8, -0.04, 6.8> texture { pigment { color rgb 0.2 } } }
// parapet and glass railing
box { <-6, -0.3, 6.8>, <8, 0.25, 7.0> texture { T_Render(<0.88, 0.87, 0.85>) } }
box { <-6, 0.25, 6.88>, <8, 1.1, 6.9> texture { T_Glass } }
cylinder { <-6, 1.1, 6.89>, <8, 1.1, 6.89>, 0.022 texture { T_Steel } }
// penthouse glazing behind the camera side (seen in variant 3)
box { <-6, 0, -0.8>, <8, 3, -0.5> texture { T_GlassDark } }

// planters with grasses and shrubs along the railing
#macro Planter(X, Z, L)
  box { <X, 0, Z>, <X + L, 0.55, Z + 0.5> texture { pigment { color rgb <0.36, 0.35, 0.33> } normal { granite 0.1 scale 0.05 } finish { ambient 0 diffuse 0.7 } } }
  #local K = 0;
  #while (K < L / 0.5)
    Shrub(<X + 0.25 + K * 0.5, 0.4, Z + 0.25>, 0.35 + rand(S0) * 0.2, <0.3, 0.36, 0.2>, 950 + K + int(X * 10))
    #local K = K + 1;
  #end
  // grass blades
  union {
    #local K = 0;
    #while (K < L * 60)
      cone { 0, 0.008, <rand(S0) * 0.3 - 0.15, 0.6 + rand(S0) * 0.4, rand(S0) * 0.3 - 0.15>, 0.001 translate <X + rand(S0) * L, 0.5, Z + 0.05 + rand(S0) * 0.4> }
      #local K = K + 1;
    #end
    texture { pigment { color rgb <0.55, 0.52, 0.36> } finish { ambient 0 diffuse 0.7 } }
  }
#end
Planter(-5.5, 6.1, 3)
Planter(4.5, 6.1, 3)

// lounge: an outdoor sofa and a low table
union {
  box { <0, 0.1, 0>, <2.2, 0.4, 0.85> texture { T_Oak(0.8, 5) } }
  superellipsoid { <0.3, 0.3> scale <1.05, 0.08, 0.38> translate <1.1, 0.48, 0.42> texture { T_Fabric(<0.78, 0.76, 0.72>) } }
  superellipsoid { <0.3, 0.3> scale <1.05, 0.22, 0.07> translate <1.1, 0.72, 0.8> texture { T_Fabric(<0.78, 0.76, 0.72>) } }
  superellipsoid { <0.5, 0.5> scale <0.2, 0.18, 0.07> rotate <-15, 20, 0> translate <0.4, 0.7, 0.65> texture { T_Fabric(<0.55, 0.52, 0.46>) } }
  rotate <0, 180, 0> translate <1.6, 0, 2.6>
}
cylinder { <0.5, 0, 3.6>, <0.5, 0.38, 3.6>, 0.4 texture { T_Stone(<0.7, 0.69, 0.66>) } }
union {
  cylinder { <0.5, 0.38, 3.6>, <0.5, 0.5, 3.6>, 0.08 texture { T_Steel } }
  translate <0, 0, 0>
}
// two chairs facing the view
#declare K = 0;
#while (K < 2)
  union {
    box { <-0.32, 0.35, -0.32>, <0.32, 0.4, 0.32> }
    box { <-0.32, 0.4, 0.28>, <0.32, 0.85, 0.32> rotate <-10, 0, 0> }
    #declare J = 0;
    #while (J < 4)
      cylinder { <(mod(J, 2) - 0.5) * 0.56, 0, (int(J / 2) - 0.5) * 0.56>, <(mod(J, 2) - 0.5) * 0.56, 0.35, (int(J / 2) - 0.5) * 0.56>, 0.018 }
      #declare J = J + 1;
    #end
    texture { T_DarkMetal }
    rotate <0, 180 + K * 30, 0> translate <-2.5 + K * 1.2, 0, 4.2>
  }
  #declare K = K + 1;
#end
union { Plant(1.6, 960) translate <7, 0, 1> }

// ---------- the city: roofs of Gruenderzeit blocks well below the terrace, hills far away ----------
#declare RoofY = -2;
union {
  #declare I = 0;
  #while (I < 40)
    #declare J = 0;
    #while (J < 14)
      #local X = -300 + J * 45 + rand(S0) * 10;
      #local Z = 70 + I * 20 + rand(S0) * 4;
      #local H = -16 - rand(S0) * 6;
      #local W = 24 + rand(S0) * 14;
      #local Rc = (rand(S0) < 0.35 ? <0.42, 0.43, 0.44> : <0.46, 0.31, 0.25>) * (0.8 + rand(S0) * 0.35);
      // block with a roof ridge along x
      box { <X, -30, Z>, <X + W, H, Z + 12> texture { T_Render(<0.86, 0.82, 0.74> * (0.9 + rand(S0) * 0.15)) } }
      intersection {
        box { <X, H, Z>, <X + W, H + 6, Z + 12> }
        plane { <0, 0.77, -0.64>, (H * 0.77 - Z * 0.64) }
        plane { <0, 0.77, 0.64>, (H * 0.77 + (Z + 12) * 0.64) }
        texture { pigment { color rgb Rc } normal { gradient y 0.3 scale 0.35 } finish { ambient 0 diffuse 0.65 } }
      }
      #declare J = J + 1;
    #end
    #declare I = I + 1;
  #end
}
Hills(1800, 70)
plane { y, -30 texture { pigment { color rgb <0.5, 0.48, 0.45> } } }

#switch (Variant)
  #case (1) camera { right x * image_width / image_height location <-4.5, 1.6, 0.2> look_at <2, 0.6, 12> angle 64 CamMove(<2, 0.6, 12>, 24, 3) } #break
  #case (2) camera { right x * image_width / image_height location <6.5, 1.5, 0.4> look_at <-1, 0.4, 10> angle 64 CamMove(<-1, 0.4, 10>, 24, 3) } #break
  #else camera { right x * image_width / image_height location <6.4, 1.6, 2.4> look_at <-2, 0.8, 9> angle 60 CamMove(<-2, 0.8, 9>, 24, 3) }
#end
Haze(1600, <0.84, 0.87, 0.91>)
