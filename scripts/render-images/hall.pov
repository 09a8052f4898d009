// Business park: 1-2 a warehouse hall with trapezoid cladding, loading docks and an asphalt yard
// (Lagerhalle), 3 an empty commercial plot with halls beyond it (Gewerbegrundstück).
#include "common.inc"

#declare S0 = seed(Variant * 19 + Alt * 211);
#switch (Variant)
  #case (1) #declare SunAz = 215; #declare SunEl = 38; #declare CladC = <0.72, 0.74, 0.76>; #declare BandC = <0.16, 0.3, 0.46>; #break
  #case (2) #declare SunAz = 140; #declare SunEl = 28; #declare CladC = <0.82, 0.8, 0.76>; #declare BandC = <0.55, 0.2, 0.16>; #break
  #else #declare SunAz = 225; #declare SunEl = 34; #declare CladC = <0.76, 0.77, 0.78>; #declare BandC = <0.22, 0.34, 0.3>;
#end
Sky(<0.42, 0.58, 0.82>, <0.9, 0.93, 0.96>, 0.68)
Sun(SunAz, SunEl, <1, 0.95, 0.87> * 1.6, 0.5)

#declare T_Clad = texture {
  pigment { color rgb CladC }
  normal { gradient x 0.7 triangle_wave scale 0.2 }
  finish { ambient 0 diffuse 0.7 specular 0.15 roughness 0.04 }
}
#declare T_Band = texture { pigment { color rgb BandC } normal { gradient x 0.5 triangle_wave scale 0.2 } finish { ambient 0 diffuse 0.7 specular 0.1 } }
#declare T_Asphalt = texture {
  pigment { granite color_map { [0 color rgb 0.2] [1 color rgb 0.27] } scale 0.4 }
  normal { granite 0.2 scale 0.05 }
  finish { ambient 0 diffuse 0.7 }
}
#declare T_Door = texture { pigment { gradient y color_map { [0 color rgb 0.6] [0.92 color rgb 0.64] [0.92 color rgb 0.45] [1 color rgb 0.45] } scale 0.5 } finish { F_Satin } }

// A hall facing -z, its front from x = 0 to Len, Ht high and Dp deep, with Docks loading doors.
#macro Hall(Len, Ht, Dp, Docks)
  union {
    box { <0, 0, 0>, <Len, Ht, Dp> texture { T_Clad } }
    // coloured band under the flat roof and the attic
    box { <-0.05, Ht - 1.2, -0.05>, <Len + 0.05, Ht + 0.3, Dp + 0.05> texture { T_Band } }
    box { <-0.1, Ht + 0.3, -0.1>, <Len + 0.1, Ht + 0.45, Dp + 0.1> texture { T_Steel } }
    // ribbon window
    box { <2, Ht - 2.6, -0.03>, <Len - 2, Ht - 1.7, 0.01> texture { T_GlassDark } }
    #local K = 0;
    #while (K < Docks)
      #local X = Len * (K + 0.5) / Docks;
      // sectional door with a dock shelter and a ramp
      box { <X - 1.5, 1.2, -0.02>, <X + 1.5, 4.4, 0.01> texture { T_Door } }
      box { <X - 1.8, 1.1, -0.6>, <X + 1.8, 4.8, -0.02> texture { pigment { color rgb 0.12 } } }
      box { <X - 1.45, 1.2, -0.61>, <X + 1.45, 4.5, -0.3> texture { T_GlassDark } }
      box { <X - 1.8, 0, -2.2>, <X + 1.8, 1.2, 0> texture { T_Stone(<0.55, 0.55, 0.53>) } }
      box { <X - 0.15, 0.3, -2.25>, <X + 0.15, 0.9, -2.2> texture { pigment { color rgb <0.9, 0.75, 0.1> } } }
      #local K = K + 1;
    #end
    // office head with windows at the left end
    box { <-9, 0, -0.5>, <0, Ht - 1.2, 9> texture { T_Render(<0.9, 0.9, 0.88>) } }
    #local F = 0;
    #while (F < 2)
      box { <-8.4, 1.1 + F * 3.4, -0.55>, <-0.6, 2.9 + F * 3.4, -0.45> texture { T_GlassDark } }
      #local F = F + 1;
    #end
    box { <-9.05, Ht - 1.2, -0.55>, <0.05, Ht - 0.9, 9.05> texture { T_Band } }
  }
#end

plane { y, -0.02 texture { T_Asphalt } }
// a strip of lawn and a fence beyond the yard
box { <-200, -0.02, 70>, <200, 0.01, 200> texture { pigment { color rgb <0.3, 0.36, 0.18> } finish { ambient 0 diffuse 0.72 } } }
Hills(140, 55)

#if (Variant < 3)
  object { Hall(48 + rand(S0) * 16, 10 + rand(S0) * 2, 40, 5) translate <0, 0, 0> }
  // a second hall further back on the right
  object { Hall(40, 9, 30, 3) rotate <0, -90, 0> translate <78, 0, 8> }
  // parking lines in the yard
  #declare K = 0;
  #while (K < 10)
    box { <-18 + K * 2.6, 0, -22>, <-18 + K * 2.6 + 0.12, 0.012, -17> texture { pigment { color rgb 0.85 } } }
    #declare K = K + 1;
  #end
  // a parked trailer at one dock
  union {
    box { <0, 1.2, 0>, <2.5, 4.1, 13.6> texture { pigment { color rgb <0.88, 0.88, 0.86> } finish { F_Satin } } }
    box { <0.1, 0.3, 0.5>, <2.4, 1.2, 13> texture { pigment { color rgb 0.1 } } }
    rotate <0, 180, 0> translate <20 + rand(S0) * 6, 0, -2.4>
  }
#else
  // the empty plot: mown grass with survey stakes, halls on the neighbouring plots
  box { <-60, -0.02, -40>, <60, 0.015, 60> texture {
    pigment { bozo color_map { [0 color rgb <0.28, 0.33, 0.16>] [0.5 color rgb <0.34, 0.38, 0.2>] [1 color rgb <0.42, 0.42, 0.24>] } scale 5 }
    normal { granite 0.5 scale 0.03 }
    finish { ambient 0 diffuse 0.72 }
  } }
  #declare K = 0;
  #while (K < 4)
    cylinder { <-14 + mod(K, 2) * 34, 0, -6 + int(K / 2) * 40>, <-14 + mod(K, 2) * 34, 1.2, -6 + int(K / 2) * 40>, 0.04 texture { pigment { color rgb <0.85, 0.3, 0.15> } } }
    #declare K = K + 1;
  #end
  object { Hall(60, 11, 36, 6) translate <-40, 0, 72> }
  object { Hall(36, 9, 30, 3) translate <34, 0, 90> }
#end

// young trees along the left edge of the yard
#declare K = 0;
#while (K < 6)
  Tree(<-30 + rand(S0) * 2, 0, -30 + K * 9>, 6 + rand(S0) * 2, 3.5, <0.3, 0.36, 0.2>, 950 + K)
  #declare K = K + 1;
#end

#switch (Variant)
  #case (1) camera { right x * image_width / image_height location <-12, 1.7, -30> look_at <16, 5, 0> angle 58 CamMove(<14, 5, 0>, 30, 10) } #break
  #case (2) camera { right x * image_width / image_height location <58, 1.7, -40> look_at <24, 5, 0> angle 58 CamMove(<24, 5, 0>, 30, 10) } #break
  #else camera { right x * image_width / image_height location <-4, 1.7, -30> look_at <6, 4, 30> angle 60 CamMove(<6, 4, 30>, 30, 10) }
#end
Haze(1400, <0.84, 0.87, 0.91>)
