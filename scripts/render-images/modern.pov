// New-build apartment block: white render, floor-to-ceiling glazing, cantilevered balconies with glass
// balustrades, set-back top floor. Variants 1-3 (modern), 4 raised view across the street (blog anlegerwohnung), 5 office building.
#include "common.inc"

#declare S0 = seed(Variant * 13 + Alt * 211);
#switch (Variant)
  #case (1) #declare SunAz = 215; #declare SunEl = 40; #declare WallC = <0.92, 0.91, 0.88>; #declare AccentC = <0.2, 0.2, 0.2>; #break
  #case (2) #declare SunAz = 140; #declare SunEl = 28; #declare WallC = <0.8, 0.8, 0.78>; #declare AccentC = <0.55, 0.42, 0.3>; #break
  #case (3) #declare SunAz = 235; #declare SunEl = 22; #declare WallC = <0.86, 0.82, 0.76>; #declare AccentC = <0.25, 0.24, 0.22>; #break
  #case (4) #declare SunAz = 200; #declare SunEl = 45; #declare WallC = <0.92, 0.91, 0.88>; #declare AccentC = <0.55, 0.42, 0.3>; #break
  #else #declare SunAz = 225; #declare SunEl = 35; #declare WallC = <0.78, 0.78, 0.77>; #declare AccentC = <0.2, 0.21, 0.22>;
#end
// a further picture (Alt > 0) has its own render and window colours
#if (Alt > 0)
  #declare Walls = array[5] { <0.93, 0.92, 0.9>, <0.78, 0.79, 0.8>, <0.88, 0.83, 0.74>, <0.84, 0.86, 0.84>, <0.7, 0.68, 0.66> }
  #declare Accents = array[4] { <0.2, 0.2, 0.2>, <0.55, 0.42, 0.3>, <0.3, 0.34, 0.38>, <0.62, 0.6, 0.56> }
  #declare WallC = Walls[mod(Alt, 5)];
  #declare AccentC = Accents[mod(Alt * 3 + Variant, 4)];
#end
Sky(<0.42, 0.58, 0.82>, <0.9, 0.93, 0.96>, 0.65)
Sun(SunAz, SunEl, <1, 0.95, 0.87> * 1.6, 0.5)

#declare FH = 3.1;
#declare Floors = (Variant = 5 ? 6 : 5);
#declare Bays = 9;
#declare BayW = 3.6;
#declare BW = Bays * BayW;
#declare BD = 14;

#declare T_Wall = T_Render(WallC)
#declare T_Accent = texture { pigment { color rgb AccentC } finish { F_Satin } }
#declare T_Slab = T_Render(WallC * 1.03)
#declare T_Balu = texture { pigment { color rgbf <0.85, 0.9, 0.9, 0.75> } finish { ambient 0 diffuse 0.1 specular 0.5 roughness 0.003 reflection { 0.08 0.4 fresnel on } } }

// Dark room behind the glass with a lighter ceiling and a curtain, so windows are not flat black.
#macro Glazing(X0, X1, Y0, Y1, Z)
  box { <X0, Y0, Z>, <X1, Y1, Z + 0.02> texture { T_GlassDark } }
  #local N = max(2, int((X1 - X0) / 1.3));
  #local K = 0;
  #while (K <= N)
    box { <X0 + K * (X1 - X0) / N - 0.03, Y0, Z - 0.04>, <X0 + K * (X1 - X0) / N + 0.03, Y1, Z + 0.02> texture { T_Accent } }
    #local K = K + 1;
  #end
  box { <X0, Y1 - 0.06, Z - 0.04>, <X1, Y1, Z + 0.02> texture { T_Accent } }
  box { <X0, Y0, Z - 0.04>, <X1, Y0 + 0.06, Z + 0.02> texture { T_Accent } }
  #if (rand(S0) < 0.5)
    box { <X0 + 0.1, Y0 + 0.05, Z + 0.15>, <X0 + 0.6 + rand(S0) * 0.6, Y1 - 0.05, Z + 0.18> texture { pigment { color rgb <0.85, 0.84, 0.8> } finish { ambient 0 diffuse 0.6 } } }
  #end
#end

#macro Block()
  // body
  difference {
    box { <0, 0, 0>, <BW, FH * (Floors - 1) + 1, BD> }
    // loggias and windows are cut per bay
    #local F = 0;
    #while (F < Floors - 1)
      #local B = 0;
      #while (B < Bays)
        #if (mod(B, 3) = 1 & F > 0 & Variant != 5)
          box { <B * BayW + 0.2, F * FH + 1 + 0.25, -0.1>, <(B + 1) * BayW - 0.2, (F + 1) * FH + 1 - 0.01, 1.6> }
        #else
          box { <B * BayW + 0.45, F * FH + 1 + 0.25, -0.1>, <(B + 1) * BayW - 0.45, (F + 1) * FH + 1 - 0.3, 0.25> }
        #end
        #local B = B + 1;
      #end
      #local F = F + 1;
    #end
    texture { T_Wall }
  }
  #local F = 0;
  #while (F < Floors - 1)
    #local Y0 = F * FH + 1 + 0.25;
    #local B = 0;
    #while (B < Bays)
      #if (mod(B, 3) = 1 & F > 0 & Variant != 5)
        // loggia: timber soffit, glazing at the back, glass balustrade
        Glazing(B * BayW + 0.2, (B + 1) * BayW - 0.2, Y0, (F + 1) * FH + 1 - 0.01, 1.58)
        box { <B * BayW + 0.2, (F + 1) * FH + 1 - 0.03, 0>, <(B + 1) * BayW - 0.2, (F + 1) * FH + 1, 1.6> texture { T_Oak(0.9, F * 10 + B) } }
        box { <B * BayW + 0.2, Y0, 0.02>, <(B + 1) * BayW - 0.2, Y0 + 1.05, 0.04> texture { T_Balu } }
      #else
        Glazing(B * BayW + 0.45, (B + 1) * BayW - 0.45, Y0, (F + 1) * FH + 1 - 0.3, 0.2)
        #if (Variant = 5)
          // office: vertical fins
          box { <B * BayW - 0.05, F * FH + 1, -0.6>, <B * BayW + 0.05, (F + 1) * FH + 1, 0> texture { T_Render(WallC * 0.9) } }
        #else
          // cantilevered balcony on every second plain bay
          #if (mod(B, 3) != 1 & mod(B + F, 2) = 0 & F > 0)
            box { <B * BayW + 0.1, Y0 - 0.25, -1.8>, <(B + 1) * BayW - 0.1, Y0 - 0.02, 0> texture { T_Slab } }
            box { <B * BayW + 0.1, Y0 - 0.02, -1.8>, <(B + 1) * BayW - 0.1, Y0 + 1.05, -1.78> texture { T_Balu } }
            box { <B * BayW + 0.1, Y0 - 0.02, -1.8>, <B * BayW + 0.12, Y0 + 1.05, 0> texture { T_Balu } }
            box { <(B + 1) * BayW - 0.12, Y0 - 0.02, -1.8>, <(B + 1) * BayW - 0.1, Y0 + 1.05, 0> texture { T_Balu } }
            cylinder { <B * BayW + 0.1, Y0 + 1.05, -1.79>, <(B + 1) * BayW - 0.1, Y0 + 1.05, -1.79>, 0.02 texture { T_Steel } }
          #end
        #end
      #end
      #local B = B + 1;
    #end
    // slab edge band
    box { <-0.05, (F + 1) * FH + 1 - 0.01, -0.12>, <BW + 0.05, (F + 1) * FH + 1 + 0.25, 0> texture { T_Slab } }
    #local F = F + 1;
  #end
  // ground floor: recessed lobby glazing and a dark plinth
  box { <0, -0.2, -0.05>, <BW, 0.5, 0> texture { T_Render(WallC * 0.55) } }
  // set-back top floor with terrace railing
  #local Yt = (Floors - 1) * FH + 1 + 0.25;
  difference {
    box { <2, Yt, 2.5>, <BW - 2, Yt + FH - 0.2, BD - 1> }
    box { <2.5, Yt + 0.02, 2.4>, <BW - 2.5, Yt + FH - 0.5, 2.8> }
    texture { T_Render(AccentC * 0.6 + <0.35, 0.35, 0.35>) }
  }
  Glazing(2.5, BW - 2.5, Yt + 0.02, Yt + FH - 0.5, 2.6)
  box { <2, Yt + FH - 0.2, 2>, <BW - 2, Yt + FH, BD - 1> texture { T_Slab } }
  box { <0, Yt, -0.02>, <BW, Yt + 1.0, 0> texture { T_Balu } }
#end

Block()
// the side of the block (corner views) with a few windows
#declare K = 0;
#while (K < Floors - 1)
  box { <BW - 0.01, K * FH + 1.5, 3>, <BW + 0.02, K * FH + 3.6, 5> texture { T_GlassDark } }
  box { <BW - 0.01, K * FH + 1.5, 8>, <BW + 0.02, K * FH + 3.6, 10> texture { T_GlassDark } }
  #declare K = K + 1;
#end

// ---------- surroundings ----------
plane { y, 0 texture { T_Grass } }
box { <-100, 0, -6>, <100, 0.02, -4.5> texture { T_Tiles(<0.66, 0.64, 0.6>, 0.5) } }
box { <-100, -0.1, -14>, <100, 0.01, -6> texture { pigment { color rgb <0.32, 0.32, 0.33> } normal { granite 0.2 scale 0.05 } finish { ambient 0 diffuse 0.7 } } }
box { <-100, 0, -16>, <100, 0.12, -14> texture { T_Tiles(<0.62, 0.6, 0.57>, 0.5) } }
box { <-1, 0, -4.5>, <BW + 1, 0.01, 0> texture { T_Stone(<0.62, 0.6, 0.56>) } }
#declare K = 0;
#while (K < 5)
  Tree(<-2 + K * 9.5, 0, -5.2>, 7 + rand(S0) * 2, 4.5, <0.3, 0.36, 0.2>, 300 + K + Variant * 5)
  Shrub(<1 + K * 8, 0, -1.2>, 0.5, <0.26, 0.32, 0.18>, 50 + K)
  #declare K = K + 1;
#end
// neighbouring blocks and distant trees
box { <-40, 0, 4>, <-8, 14, 18> texture { T_Render(<0.85, 0.83, 0.78>) } }
box { <BW + 10, 0, 6>, <BW + 40, 17, 20> texture { T_Render(<0.82, 0.8, 0.76>) } }
#declare K = 0;
#while (K < 12)
  Tree(<-60 + K * 11, 0, 40 + rand(S0) * 20>, 12 + rand(S0) * 4, 8, <0.27, 0.33, 0.19>, 400 + K)
  #declare K = K + 1;
#end

#switch (Variant)
  #case (1) camera { right x * image_width / image_height location <-6, 1.7, -22> look_at <14, 7, 0> angle 60 CamMove(<14, 7, 0>, 40, 16) } #break
  #case (2) camera { right x * image_width / image_height location <36, 1.7, -20> look_at <16, 7.5, 0> angle 58 CamMove(<16, 7.5, 0>, 40, 16) } #break
  #case (3) camera { right x * image_width / image_height location <42, 1.7, -14> look_at <24, 8, 2> angle 62 CamMove(<24, 8, 2>, 40, 16) } #break
  #case (4) camera { right x * image_width / image_height location <-10, 13, -30> look_at <15, 8, 0> angle 50 CamMove(<15, 8, 0>, 40, 16) } #break
  #else camera { right x * image_width / image_height location <-8, 1.7, -24> look_at <15, 9, 0> angle 58 CamMove(<15, 9, 0>, 40, 16) }
#end
Haze(500, <0.85, 0.88, 0.92>)
